// XCTest exists where tests build; the iOS SDK itself has no XCTest module.
#if canImport(XCTest)
import Navigation
import XCTest

extension MockNavigationService {
    /// Fails the test unless the recorded ``calls`` equal `expected`, naming the first
    /// call that differs and both lists.
    /// - Parameters:
    ///   - expected: The operations the test expects, in order.
    ///   - file: The file of the assertion; leave the default.
    ///   - line: The line of the assertion; leave the default.
    public func assertCalls(
        _ expected: [NavigationOperation],
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        if let message = mismatch(expectedCalls: expected) {
            XCTFail(message, file: file, line: line)
        }
    }

    /// Fails the test unless the last push was of a `type` module, and returns it.
    /// - Parameters:
    ///   - type: The module type the test expects.
    ///   - file: The file of the assertion; leave the default.
    ///   - line: The line of the assertion; leave the default.
    /// - Returns: The pushed module, or `nil` after a failure.
    @discardableResult
    public func assertLastPushed<M: Module>(
        _ type: M.Type,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> M? {
        let module = lastPushed(as: type)
        if module == nil {
            let pushes = calls.compactMap { call -> String? in
                if case .push(let module) = call { return module.description }
                return nil
            }
            XCTFail("expected a push of \(type), got pushes \(pushes)", file: file, line: line)
        }
        return module
    }
}
#endif
