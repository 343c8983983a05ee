/// Hands out numbers that no earlier call returned, for the life of the counter, from
/// any thread: the identities of module appearances and alert requests.
final class IdentityCounter: Sendable {
    private let value = Protected<UInt64>(0)

    init() {}

    /// The next number, greater than every one handed out before.
    func next() -> UInt64 {
        value.withLock { value in
            value &+= 1
            return value
        }
    }
}
