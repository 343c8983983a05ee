// The one file that replaces the template's `Architecture`, `Library/Swilby` and
// `Services/NavigationService` folders: every file of the app sees the package.
@_exported import Architecture
@_exported import Navigation
