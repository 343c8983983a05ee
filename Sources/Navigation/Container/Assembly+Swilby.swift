// Swilby's names for the two cached lifetimes, so that assemblies written for Swilby and
// for the seed's Xcode templates compile unchanged. They are spelled here, and only here,
// as calls to the primitives; new code uses `shared` and `weaklyShared`.
//
// They carry no `@available(*, deprecated)`: template code must build without warnings,
// and a deprecation would put one on every generated assembly. They are marked for
// renaming in their documentation instead.

extension Assembly {
    /// Swilby's name for ``shared(key:fileID:line:column:_:)``: the value `factory`
    /// built the first time this call site ran, kept for the container's life.
    ///
    /// - Note: Kept for Swilby and the seed's templates, and marked for renaming: new code
    ///   calls ``shared(key:fileID:line:column:_:)``, which this calls.
    /// - Parameters:
    ///   - fileID: The call site's file; leave the default.
    ///   - line: The call site's line; leave the default.
    ///   - column: The call site's column; leave the default.
    ///   - factory: Builds the value.
    /// - Returns: The shared value.
    @inlinable
    public final func strongBox<T: Sendable>(
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column,
        _ factory: () -> T
    ) -> T {
        shared(fileID: fileID, line: line, column: column, factory)
    }

    /// Swilby's name for ``weaklyShared(key:fileID:line:column:_:)``: the object `factory`
    /// built, while anyone still holds it.
    ///
    /// Unlike ``weaklyShared(key:fileID:line:column:_:)``, it accepts any type, as Swilby's
    /// does, and decides at run time: a value that is an object (a class instance, also
    /// behind a protocol such as `any DataService`) is weakly shared; any other value
    /// cannot be held weakly, so nobody can be holding it, and `factory` builds a new one
    /// on every call, as in Swilby.
    ///
    /// - Note: Kept for Swilby and the seed's templates, and marked for renaming: new code
    ///   calls ``weaklyShared(key:fileID:line:column:_:)``, which checks at compile time
    ///   that the value is an object.
    /// - Parameters:
    ///   - fileID: The call site's file; leave the default.
    ///   - line: The call site's line; leave the default.
    ///   - column: The call site's column; leave the default.
    ///   - factory: Builds the value.
    /// - Returns: The live object, or a new value.
    @inlinable
    public final func weakBox<T: Sendable>(
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column,
        _ factory: () -> T
    ) -> T {
        let slot = InstanceKey(key: nil, fileID: fileID, line: line, column: column, type: T.self)
        if let object = cache._withUnsafeGuaranteedRef({ $0.liveObject(at: slot) }), let value = object as? T {
            return value
        }
        return cache.takeUnretainedValue().buildWeaklyShared(slot, in: self, name: "weakBox", factory: factory)
    }
}
