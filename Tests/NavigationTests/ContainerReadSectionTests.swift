import Dispatch
import Navigation
import Testing

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An assembly for the read section tests, resolved from threads that end.
final class ReadSectionAssembly: Assembly {
    func build() -> TaggedValue { shared { TaggedValue() } }
}

/// The container the threads of these tests resolve through: a thread entry point
/// captures nothing.
private let threadsContainer = DependencyContainer()

/// Runs a new thread that resolves through `threadsContainer` and checks the answer, and
/// returns once it has ended, thread-specific destructors included.
private func resolveOnANewThreadThatEnds() {
    #if canImport(Darwin)
    var thread: pthread_t?
    #else
    var thread = pthread_t()
    #endif
    let status = pthread_create(
        &thread, nil,
        { _ in
            precondition(threadsContainer.resolve(ReadSectionAssembly.self).container === threadsContainer)
            return nil
        }, nil)
    precondition(status == 0)
    #if canImport(Darwin)
    pthread_join(thread!, nil)
    #else
    pthread_join(thread, nil)
    #endif
}

/// The container reads its answers without a lock, in read sections that a reset waits
/// out before it frees what it dropped; these tests hold that wait and the slots to what
/// the lifetime rules promise. Serialized: one test holds more threads than there are
/// slots, and a reader of another test that found none would hold no section.
@Suite(.serialized) struct ContainerReadSectionTests {
    @Test func reset_whileAReaderHasFoundAnAssemblyButNotRetainedIt_waitsForIt_thenFreesIt() {
        let container = DependencyContainer()
        let assembly = Weak(container.resolve(ReadSectionAssembly.self))
        let value = Weak(container.resolve(ReadSectionAssembly.self).build())
        let resetDone = DispatchSemaphore(value: 0)
        DependencyContainer.withReadSectionHeld {
            DispatchQueue.global().async {
                container.reset()
                resetDone.signal()
            }
            // The reader could still retain the assembly it found: the reset must not free it.
            #expect(resetDone.wait(timeout: .now() + .milliseconds(300)) == .timedOut)
            #expect(assembly.object != nil)
        }
        #expect(resetDone.wait(timeout: .now() + .seconds(10)) == .success)
        #expect(assembly.object == nil)
        #expect(value.object == nil)
    }

    @Test func threadsThatEnd_giveTheirReadSlotsBack() {
        // More threads than there are slots, one after another.
        for _ in 0..<300 { resolveOnANewThreadThatEnds() }
        #expect(DependencyContainer.ownedReadSlots < DependencyContainer.readSlotCount)
    }

    @Test func readersOnThreadsThatTookOverEndedThreadsIdentities_areEachWaitedFor() {
        // Threads that end leave their identities (pthread_t) to the threads started after
        // them; each must still read in a slot of its own, or two readers would share one
        // sequence and a reset would miss the one still reading.
        for _ in 0..<50 { resolveOnANewThreadThatEnds() }
        let container = DependencyContainer()
        let assembly = Weak(container.resolve(ReadSectionAssembly.self))
        let readers = 4
        let inside = DispatchSemaphore(value: 0)
        let leaves = (0..<readers).map { _ in DispatchSemaphore(value: 0) }
        let left = DispatchGroup()
        for reader in 0..<readers {
            left.enter()
            let leave = leaves[reader]
            Thread.detach {
                DependencyContainer.withReadSectionHeld {
                    inside.signal()
                    leave.wait()
                }
                left.leave()
            }
        }
        for _ in 0..<readers { inside.wait() }
        let resetDone = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            container.reset()
            resetDone.signal()
        }
        // The reset waits for every reader still in its section, whichever leaves last.
        for reader in 0..<readers {
            #expect(resetDone.wait(timeout: .now() + .milliseconds(100)) == .timedOut)
            #expect(assembly.object != nil)
            leaves[reader].signal()
        }
        #expect(resetDone.wait(timeout: .now() + .seconds(10)) == .success)
        #expect(left.wait(timeout: .now() + .seconds(10)) == .success)
        #expect(assembly.object == nil)
    }

    @Test func moreThreadsReadingAtOnceThanThereAreSlots_allGetTheRightAnswers() {
        let container = DependencyContainer()
        // The container keeps its instance, so its identity stays its own throughout.
        let expected = ObjectIdentifier(container.resolve(ReadSectionAssembly.self))
        let threads = DependencyContainer.readSlotCount + 8
        let answered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let wrong = Locked(0)
        // Each thread keeps its slot until all have read: the last ones find none free and
        // read under the container's lock.
        let group = DispatchGroup()
        for _ in 0..<threads {
            group.enter()
            Thread.detach {
                if ObjectIdentifier(container.resolve(ReadSectionAssembly.self)) != expected {
                    wrong.withLock { $0 += 1 }
                }
                answered.signal()
                release.wait()
                group.leave()
            }
        }
        for _ in 0..<threads { answered.wait() }
        for _ in 0..<threads { release.signal() }
        #expect(group.wait(timeout: .now() + .seconds(30)) == .success)
        #expect(wrong.withLock { $0 } == 0)
    }
}

/// Starts threads of their own, not pool threads, so that many can wait at once.
private enum Thread {
    /// The bodies of threads started and not yet running; a thread entry point captures
    /// nothing, so each new thread takes the first.
    private static let waiting = Locked<[@Sendable () -> Void]>([])

    static func detach(_ body: @escaping @Sendable () -> Void) {
        waiting.withLock { $0.append(body) }
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(
            &thread, nil,
            { _ in
                Thread.waiting.withLock { $0.removeFirst() }()
                return nil
            }, nil)
        precondition(status == 0)
        #if canImport(Darwin)
        pthread_detach(thread!)
        #else
        pthread_detach(thread)
        #endif
    }
}
