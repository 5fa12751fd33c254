import Testing
@testable import InteractionEngine

@Suite("Autoresizing masks (S3.8)")
struct AutoresizingTests {
    private let portrait = Size(375, 812), landscape = Size(812, 375)

    @Test("no flexible part along an axis keeps the frame; one takes the whole change")
    func single() {
        let frame = Rect(0, 762, 375, 50)
        #expect(Autoresizing().resize(frame, from: portrait, to: landscape) == frame)
        #expect(Autoresizing.flexibleWidth.resize(frame, from: portrait, to: landscape) == Rect(0, 762, 812, 50))
        #expect(Autoresizing.flexibleTopMargin.resize(frame, from: portrait, to: landscape) == Rect(0, 325, 375, 50))
        #expect(Autoresizing.flexibleBottomMargin.resize(frame, from: portrait, to: landscape) == frame)
    }

    @Test("several flexible parts share the change in proportion to their sizes")
    func proportional() {
        // Margins 20 and 30 around a fixed width of 50 in 100 points: both margins flexible, the width
        // grown to 200 adds 100 shared 2:3, so the margins become 60 and 90 and keep their ratio.
        let mask: Autoresizing = [.flexibleLeftMargin, .flexibleRightMargin]
        let frame = mask.resize(Rect(20, 0, 50, 10), from: Size(100, 10), to: Size(200, 10))
        #expect(frame == Rect(60, 0, 50, 10))
        let all: Autoresizing = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        #expect(all.resize(Rect(25, 0, 50, 10), from: Size(100, 10), to: Size(200, 10)) == Rect(50, 0, 100, 10))
    }

    @Test("flexible parts of size zero share the change equally")
    func zeroSizedParts() {
        let mask: Autoresizing = [.flexibleLeftMargin, .flexibleRightMargin]
        #expect(mask.resize(Rect(0, 0, 100, 10), from: Size(100, 10), to: Size(200, 10)) == Rect(50, 0, 100, 10))
    }

    @Test("rotation swaps the screen, refits full-screen windows and their roots, and lays the tree out")
    func rotation() {
        let f = Fixture()
        let footer = f.add("footer", Rect(0, 762, 375, 50))
        footer.autoresizing = [.flexibleWidth, .flexibleTopMargin]
        let side = f.add("side", Rect(300, 100, 75, 75))
        side.landscapeFrame = Rect(700, 20, 100, 100)
        f.start()
        f.world.rotation.rotate(to: .landscapeLeft)
        #expect(f.world.screen == landscape)
        #expect(f.main.frame == Rect(0, 0, 812, 375))
        #expect(f.root.frame == Rect(0, 0, 812, 375))
        #expect(footer.frame == Rect(0, 325, 812, 50))
        #expect(side.frame == Rect(700, 20, 100, 100))
        f.world.rotation.rotate(to: .landscapeRight)
        #expect(footer.frame == Rect(0, 325, 812, 50))
        f.world.rotation.rotate(to: .portrait)
        #expect(footer.frame == Rect(0, 762, 375, 50))
        #expect(side.frame == Rect(300, 100, 75, 75))
        f.world.rotation.rotate(to: .portrait)
        #expect(f.log([.orientation, .note]) == [
            "orientation landscapeLeft [0, 0, 812, 375]", "orientation landscapeRight [0, 0, 812, 375]",
            "orientation portrait [0, 0, 375, 812]", "note orientation portrait ignored (the interface is already in it)",
        ])
    }
}
