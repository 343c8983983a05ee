import Dispatch
import Navigation
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A shared factory whose first run ends its thread, as `Thread.exit()` in a factory does.
final class ThreadEndingAssembly: Assembly {
    static let endsTheThread = Atomic<Bool>(true)
    static let builds = Atomic<Int>(0)
    static let builtOnAThread = Mutex<WaitedService?>(nil)

    func build() -> WaitedService {
        shared {
            if Self.endsTheThread.exchange(false, ordering: .relaxed) {
                pthread_exit(nil)
            }
            Self.builds.add(1, ordering: .relaxed)
            return WaitedService()
        }
    }
}

/// The container the threads below resolve from.
let threadEndingContainer = DependencyContainer()

/// Runs `body` on a new thread and returns once the thread has ended.
private func onAThreadOfItsOwn(_ body: @escaping @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?)
{
    #if canImport(Darwin)
    var thread: pthread_t?
    #else
    var thread = pthread_t()
    #endif
    let status = pthread_create(&thread, nil, body, nil)
    precondition(status == 0)
    #if canImport(Darwin)
    pthread_join(thread!, nil)
    #else
    pthread_join(thread, nil)
    #endif
}

#if compiler(>=6.2)
/// A thread that ends inside a factory leaves nothing behind: the slot it was building is
/// free for the next use, whichever thread makes it (a new thread may take the ended one's
/// identity), and nobody waits for it.
@Suite struct ContainerThreadEndTests {
    @Test func aThreadThatEndsInsideAFactory_leavesTheSlotToTheNextUse() async {
        await #expect(processExitsWith: .success) {
            // Before the fix the next use waited for ever, or (a new thread with the ended
            // one's identity) stopped with a cycle: the watchdog ends the process then.
            reportWaitsSoon_andEndAfterAWhile()
            onAThreadOfItsOwn { _ in
                _ = threadEndingContainer.resolve(ThreadEndingAssembly.self).build()
                fatalError("the factory ends the thread")
            }
            onAThreadOfItsOwn { _ in
                let built = threadEndingContainer.resolve(ThreadEndingAssembly.self).build()
                ThreadEndingAssembly.builtOnAThread.withLock { $0 = built }
                return nil
            }
            let fromMain = threadEndingContainer.resolve(ThreadEndingAssembly.self).build()
            let fromThread = ThreadEndingAssembly.builtOnAThread.withLock { $0 }
            precondition(fromThread === fromMain, "one instance per slot")
            precondition(ThreadEndingAssembly.builds.load(ordering: .relaxed) == 1, "built once to the end")
            exit(0)
        }
    }
}
#endif
