import Navigation

// Each assertion reports through `TestFailure`, so it fails the test under XCTest and
// under Swift Testing alike, and each has a twin that returns its message instead, for
// `#expect(navigation.mismatch(...) == nil)` or `XCTAssertNil`.
extension MockNavigationService {
    /// Fails the test unless the recorded ``calls`` equal `expected`, naming the first
    /// call that differs and both lists.
    ///
    /// The failure is recorded in the framework that runs the test: Swift Testing or
    /// XCTest. Outside any test it is written to standard error, and the process goes on;
    /// see <doc:TestingRoutersAndPresenters>.
    /// - Parameters:
    ///   - expected: The operations the test expects, in order.
    ///   - fileID: The file of the assertion; leave the default.
    ///   - filePath: The path of the assertion's file; leave the default.
    ///   - line: The line of the assertion; leave the default.
    ///   - column: The column of the assertion; leave the default.
    public func assertCalls(
        _ expected: [NavigationOperation],
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        if let message = mismatch(expectedCalls: expected) {
            TestFailure.record(
                message, at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
    }

    /// Fails the test unless the last push was of a `type` module, and returns it.
    ///
    /// The failure is recorded as ``assertCalls(_:fileID:filePath:line:column:)`` records its own.
    /// - Parameters:
    ///   - type: The module type the test expects.
    ///   - fileID: The file of the assertion; leave the default.
    ///   - filePath: The path of the assertion's file; leave the default.
    ///   - line: The line of the assertion; leave the default.
    ///   - column: The column of the assertion; leave the default.
    /// - Returns: The pushed module, or `nil` after a failure.
    @discardableResult
    public func assertLastPushed<M: Module>(
        _ type: M.Type,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> M? {
        if let message = mismatch(lastPushed: type) {
            TestFailure.record(
                message, at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        return lastPushed(as: type)
    }

    /// Fails the test unless the last presentation, of any style, was of a `type` module,
    /// and returns it.
    ///
    /// The failure is recorded as ``assertCalls(_:fileID:filePath:line:column:)`` records its own.
    /// - Parameters:
    ///   - type: The module type the test expects.
    ///   - fileID: The file of the assertion; leave the default.
    ///   - filePath: The path of the assertion's file; leave the default.
    ///   - line: The line of the assertion; leave the default.
    ///   - column: The column of the assertion; leave the default.
    /// - Returns: The presented module, or `nil` after a failure.
    @discardableResult
    public func assertLastPresented<M: Module>(
        _ type: M.Type,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> M? {
        if let message = mismatch(lastPresented: type) {
            TestFailure.record(
                message, at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        return lastPresented(as: type)
    }

    /// Why ``calls`` differs from `expected`, naming the first call that differs and both
    /// lists; `nil` when they are equal. The message of ``assertCalls(_:fileID:filePath:line:column:)``.
    /// - Parameter expected: The operations the test expects, in order.
    public func mismatch(expectedCalls expected: [NavigationOperation]) -> String? {
        Self.difference(of: calls, from: expected, listing: "navigation calls", each: "call")
    }

    /// Why the last push was not of a `type` module, naming the pushes there were; `nil`
    /// when it was. The message of ``assertLastPushed(_:fileID:filePath:line:column:)``.
    /// - Parameter type: The module type the test expects.
    public func mismatch<M: Module>(lastPushed type: M.Type) -> String? {
        guard lastPushed(as: type) == nil else { return nil }
        let pushes = calls.compactMap { call -> String? in
            if case .push(let module) = call { return module.description }
            return nil
        }
        return "expected the last push to be of \(type), got pushes \(pushes)"
    }

    /// Why the last presentation was not of a `type` module, naming the presentations
    /// there were; `nil` when it was. The message of
    /// ``assertLastPresented(_:fileID:filePath:line:column:)``.
    /// - Parameter type: The module type the test expects.
    public func mismatch<M: Module>(lastPresented type: M.Type) -> String? {
        guard lastPresented(as: type) == nil else { return nil }
        let presentations = calls.compactMap { call -> String? in
            if case .present(let module, let style) = call { return "\(style.text): \(module)" }
            return nil
        }
        return "expected the last presentation to be of \(type), got presentations \(presentations)"
    }
}

// Shows: what a router asked for, and where the policy placed it.
extension MockNavigationService {
    /// Fails the test unless the recorded ``shows`` equal `expected`: the same modules,
    /// asked in the same order, placed in the same way.
    ///
    /// The failure is recorded as ``assertCalls(_:fileID:filePath:line:column:)`` records its own.
    /// - Parameters:
    ///   - expected: The shows the test expects, in order.
    ///   - fileID: The file of the assertion; leave the default.
    ///   - filePath: The path of the assertion's file; leave the default.
    ///   - line: The line of the assertion; leave the default.
    ///   - column: The column of the assertion; leave the default.
    public func assertShows(
        _ expected: [Show],
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        if let message = mismatch(expectedShows: expected) {
            TestFailure.record(
                message, at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
    }

    /// Fails the test unless the last show was of a `type` module, placed as `placement`
    /// when one is given, and returns it.
    ///
    /// The failure is recorded as ``assertCalls(_:fileID:filePath:line:column:)`` records its own.
    /// - Parameters:
    ///   - type: The module type the test expects.
    ///   - placement: Where the test expects the policy to have placed it; `nil` for anywhere.
    ///   - fileID: The file of the assertion; leave the default.
    ///   - filePath: The path of the assertion's file; leave the default.
    ///   - line: The line of the assertion; leave the default.
    ///   - column: The column of the assertion; leave the default.
    /// - Returns: The shown module, or `nil` after a failure.
    @discardableResult
    public func assertLastShown<M: Module>(
        _ type: M.Type,
        placement: PresentationPolicy.Placement? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> M? {
        if let message = mismatch(lastShown: type, placement: placement) {
            TestFailure.record(
                message, at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
            return nil
        }
        return lastShown(as: type)
    }

    /// Why ``shows`` differs from `expected`, naming the first show that differs and both
    /// lists; `nil` when they are equal. The message of
    /// ``assertShows(_:fileID:filePath:line:column:)``.
    /// - Parameter expected: The shows the test expects, in order.
    public func mismatch(expectedShows expected: [Show]) -> String? {
        Self.difference(of: shows, from: expected, listing: "shows", each: "show")
    }

    /// Why the last show was not of a `type` module placed as `placement`, naming the
    /// shows there were; `nil` when it was. The message of
    /// ``assertLastShown(_:placement:fileID:filePath:line:column:)``.
    /// - Parameters:
    ///   - type: The module type the test expects.
    ///   - placement: Where the test expects the policy to have placed it; `nil` for anywhere.
    public func mismatch<M: Module>(lastShown type: M.Type, placement: PresentationPolicy.Placement? = nil)
        -> String?
    {
        if let last = shows.last, last.module.unwrap(as: type) != nil, placement == nil || last.placement == placement {
            return nil
        }
        let expected = placement.map { "\(type) as \($0.text)" } ?? "\(type)"
        return "expected the last show to be of \(expected), got shows \(shows.map(\.description))"
    }
}

extension MockNavigationService {
    /// Why `actual` differs from `expected`, naming the first element that differs and
    /// both lists; `nil` when they are equal. The message of the list assertions.
    static func difference<Element: Equatable & CustomStringConvertible>(
        of actual: [Element], from expected: [Element], listing list: String, each element: String
    ) -> String? {
        guard actual != expected else { return nil }
        let index =
            zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actual.count, expected.count)
        let wanted = index < expected.count ? expected[index].description : "nothing more"
        let got = index < actual.count ? actual[index].description : "nothing more"
        return """
            \(list) differ at \(element) \(index + 1): expected \(wanted), got \(got)
              expected: \(expected.map(\.description))
              actual:   \(actual.map(\.description))
            """
    }
}
