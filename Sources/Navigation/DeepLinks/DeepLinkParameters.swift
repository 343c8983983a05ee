/// The values a matched link carries: its path parameters and its query items.
public struct DeepLinkParameters: Sendable {
    /// The path parameters, by name; a route reads them with `value(_:as:)`.
    package let path: [String: String]
    /// The query items, by name; the first of repeated names wins.
    package let queryItems: [String: String]
    /// The whole link, for error messages.
    package let url: String

    /// The path parameter `name` as `T`.
    /// - Parameters:
    ///   - name: The parameter's name in the pattern, without the `:`.
    ///   - type: The type to read it as; usually inferred.
    /// - Returns: The value.
    /// - Throws: ``DeepLinkError/missingParameter(_:url:)`` or
    ///   ``DeepLinkError/malformedParameter(_:value:expected:url:)``.
    public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type = T.self) throws -> T {
        try unwrap(convert(name, path[name]))
    }

    /// The path parameter `name` as the enum case whose raw value it is.
    /// - Parameters:
    ///   - name: The parameter's name in the pattern, without the `:`.
    ///   - type: The enum to read it as; usually inferred.
    /// - Returns: The case.
    /// - Throws: ``DeepLinkError/missingParameter(_:url:)`` or
    ///   ``DeepLinkError/malformedParameter(_:value:expected:url:)``.
    public func value<T: RawRepresentable>(_ name: String, as type: T.Type = T.self) throws -> T
    where T.RawValue == String {
        try unwrap(convert(name, path[name]))
    }

    /// The query item `name` as `T`, or `nil` when the link has no such item.
    /// - Parameters:
    ///   - name: The query item's name.
    ///   - type: The type to read it as; usually inferred.
    /// - Returns: The value, or `nil`.
    /// - Throws: ``DeepLinkError/malformedParameter(_:value:expected:url:)`` when it is
    ///   there but not a `T`.
    public func query<T: LosslessStringConvertible>(_ name: String, as type: T.Type = T.self) throws -> T? {
        guard queryItems[name] != nil else { return nil }
        return try unwrap(convert(name, queryItems[name]))
    }

    /// The query item `name` as the enum case whose raw value it is, or `nil` when the
    /// link has no such item.
    /// - Parameters:
    ///   - name: The query item's name.
    ///   - type: The enum to read it as; usually inferred.
    /// - Returns: The case, or `nil`.
    /// - Throws: ``DeepLinkError/malformedParameter(_:value:expected:url:)`` when it is
    ///   there but not a case of `T`.
    public func query<T: RawRepresentable>(_ name: String, as type: T.Type = T.self) throws -> T?
    where T.RawValue == String {
        guard queryItems[name] != nil else { return nil }
        return try unwrap(convert(name, queryItems[name]))
    }

    // Throwing functions here are untyped, and the thrown error is always a
    // DeepLinkError: a typed `throw` does not compile for iOS 17, whose standard library
    // lacks the entry point typed throws need.
    private func unwrap<T>(_ result: Result<T, DeepLinkError>) throws -> T {
        try result.get()
    }

    private func convert<T: LosslessStringConvertible>(_ name: String, _ text: String?) -> Result<T, DeepLinkError> {
        guard let text else { return .failure(.missingParameter(name, url: url)) }
        guard let value = T(text) else {
            return .failure(.malformedParameter(name, value: text, expected: "\(T.self)", url: url))
        }
        return .success(value)
    }

    private func convert<T: RawRepresentable>(_ name: String, _ text: String?) -> Result<T, DeepLinkError>
    where T.RawValue == String {
        guard let text else { return .failure(.missingParameter(name, url: url)) }
        guard let value = T(rawValue: text) else {
            return .failure(.malformedParameter(name, value: text, expected: "\(T.self)", url: url))
        }
        return .success(value)
    }
}
