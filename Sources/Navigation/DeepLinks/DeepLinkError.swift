/// Why a link leads nowhere.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a URL: no `scheme://`, or a broken `%` escape.
    case invalidURL(String)
    /// The URL's scheme is not the app's.
    case wrongScheme(expected: String, url: String)
    /// No route matches the URL's path.
    case unknownPath(String, url: String)
    /// The route needs a parameter the URL does not have.
    case missingParameter(String, url: String)
    /// A parameter's value is not of the type the route needs.
    case malformedParameter(String, value: String, expected: String, url: String)
    /// The route's transaction threw an error of its own.
    case routeFailed(String, reason: String, url: String)
    /// The link selects a tab, here described, that the tab bar does not have (or the
    /// root shows no tab bar), so nothing of the link applied
    /// (``NavigationServiceType/open(_:with:)``): pushing into whatever tab is selected
    /// would show the screen in the wrong place.
    case missingTab(String, url: String)
    /// A guard refused this operation of the link's transaction, for this reason, so
    /// nothing of the link applied (``NavigationServiceType/open(_:with:)``).
    case rejected(String, reason: String, url: String)

    /// What is wrong, naming the URL and the part at fault.
    public var description: String {
        switch self {
        case .invalidURL(let url): "\(url) is not a URL of the form scheme://path"
        case .wrongScheme(let expected, let url): "\(url) does not start with \(expected)://"
        case .unknownPath(let path, let url): "no route matches \(path) in \(url)"
        case .missingParameter(let name, let url): "\(url) has no \(name)"
        case .malformedParameter(let name, let value, let expected, let url):
            "\(name) \(value) in \(url) is not a valid \(expected)"
        case .routeFailed(let pattern, let reason, let url): "the route \(pattern) failed for \(url): \(reason)"
        case .rejected(let operation, let reason, let url): "a guard refused \(operation) for \(url): \(reason)"
        case .missingTab(let tab, let url): "\(url) selects the tab \(tab), which the tab bar does not have"
        }
    }
}
