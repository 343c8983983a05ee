import Foundation
import Navigation
import Testing

// Restoration reads whatever is on disk at launch: past its documented ceilings it
// refuses the blob at once, naming the limit, instead of decoding it.

private let coder = try! NavigationStateCoder(modules: [ProfileModule.self, ListModule.self])

@Suite struct RestorationLimitsTests {
    @Test func aBlobLargerThanTheLimit_isRefusedBeforeItIsRead() {
        let forged = Data(repeating: UInt8(ascii: "["), count: 10 * 1_024 * 1_024)
        #expect(coder.decode(forged).failure == .exceedsLimit(.bytes, found: forged.count))
    }

    @Test func moreLayersThanTheLimit_areRefused() throws {
        var state = NavigationState()
        for _ in 0...RestorationError.Limit.layers.maximum { state.apply(.present(sheet: .Profile)) }
        let failure = coder.decode(try coder.encode(state)).failure
        #expect(failure == .exceedsLimit(.layers, found: RestorationError.Limit.layers.maximum + 1))
    }

    @Test func moreTabsThanTheLimit_areRefused() throws {
        let tabs = (0...RestorationError.Limit.tabs.maximum).map { _ in AnyModule(ProfileModule.Profile) }
        let failure = coder.decode(try coder.encode(NavigationState(tabs: tabs))).failure
        #expect(failure == .exceedsLimit(.tabs, found: RestorationError.Limit.tabs.maximum + 1))
    }

    @Test func aStackDeeperThanTheLimit_isRefused() throws {
        var state = NavigationState(tabs: [AnyModule(ListModule.List())])
        state.apply(.setStack(Array(repeating: AnyModule(ProfileModule.Profile), count: 10_001)))
        let failure = coder.decode(try coder.encode(state)).failure
        #expect(failure == .exceedsLimit(.stackDepth, found: 10_001))
    }

    @Test func aStateAtEveryLimit_roundTrips() throws {
        let tabs = (0..<RestorationError.Limit.tabs.maximum).map { _ in AnyModule(ProfileModule.Profile) }
        var state = NavigationState(tabs: tabs, selectedIndex: 7)
        state.apply(.setStack(Array(repeating: AnyModule(ListModule.List()), count: 10_000)))
        for _ in 1..<RestorationError.Limit.layers.maximum { state.apply(.present(modal: .List())) }
        state.apply(.present(modal: .Profile))
        let restored = try coder.decode(try coder.encode(state)).get()
        #expect(restored.state == state)
        #expect(restored.dropped.isEmpty)
        #expect(Set(restored.state.visibleModules.map(\.id)).count == restored.state.visibleModules.count)
    }

    @Test func theLimit_namesWhatItCountsAndItsMaximum() {
        #expect(
            RestorationError.exceedsLimit(.tabs, found: 150_000).description
                == "the saved navigation state holds 150000 tabs; this version restores at most 100")
    }
}
