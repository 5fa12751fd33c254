import Testing
@testable import InteractionEngine

@Suite("Pointer style (S7.13)")
struct PointerStyleTests {
    @Test("a finger presses kPrimaryButton whatever it is said to hold; a mouse passes on its buttons")
    func flutterButtons() {
        #expect(PointerStyle.finger.flutterButtons == 1)
        #expect(PointerStyle(device: .mouse, buttons: .primary).flutterButtons == 1)
        #expect(PointerStyle(device: .mouse, buttons: .secondary).flutterButtons == 2)
        #expect(PointerStyle(device: .mouse, buttons: [.primary, .secondary]).flutterButtons == 3)
    }

    @Test("a finger number is a finger until the trace says otherwise, and the change is recorded")
    func setStyle() {
        let f = Fixture()
        f.start()
        #expect(f.world.touches.style(of: 1) == .finger)
        f.world.touches.setStyle(PointerStyle(device: .mouse, buttons: [.primary, .secondary]), finger: 1)
        #expect(f.world.touches.style(of: 1) == PointerStyle(device: .mouse, buttons: [.primary, .secondary]))
        #expect(f.world.touches.style(of: 2) == .finger)
        #expect(f.log([.touch]) == ["touch 1 pointer mouse primary+secondary"])
    }
}
