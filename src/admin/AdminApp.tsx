// Placeholder written by the web-app engineer so the /PropertyList route resolves until the admin
// engineer replaces this file with the react-admin console (issue 5). Default export required:
// src/routes/AppRoutes.tsx loads it with React.lazy(() => import('../admin/AdminApp.tsx')).
export default function AdminApp() {
  return (
    <main>
      <h1>Admin console</h1>
    </main>
  );
}
