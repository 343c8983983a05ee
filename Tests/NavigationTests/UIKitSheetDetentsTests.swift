import Navigation
import Testing

@Suite struct UIKitSheetDetentsTests {
    @Test func detents_goToUIKitFromTheSmallestHeightToTheLargest() {
        let ordered = UIKitSheetDetents.ordered([.large, .height(100), .medium, .fraction(0.25)], maximumHeight: 800)
        #expect(ordered == [.height(100), .fraction(0.25), .medium, .large])
    }

    @Test func noDetents_areTheSystemDefault_andARepeatedOneShowsOnce() {
        #expect(UIKitSheetDetents.ordered([], maximumHeight: 800) == [.large])
        #expect(
            UIKitSheetDetents.ordered([.medium, .medium, .fraction(0.5)], maximumHeight: 800) == [
                .medium, .fraction(0.5),
            ])
    }
}
