import Testing
@testable import InteractionEngine

/// What Flutter's recognizers take by a pointer's buttons (docs/semantics.md S7.13): a mouse's
/// secondary button reaches only the callbacks written for it.
@Suite("Pointer buttons (S7.13)")
struct PointerButtonsTests {
    private static let card = Rect(20, 200, 335, 300)
    private static let inside = Point(187, 350)

    private func fixture(_ configure: (Widget) -> Void) -> FlutterFixture {
        let card = widget("card", Self.card)
        configure(card)
        if card.gestures != Widget.Gestures() { card.behavior = .translucent }
        return FlutterFixture([card])
    }

    private func press(_ f: FlutterFixture, _ buttons: PointerStyle.Buttons) {
        f.world.touches.setStyle(PointerStyle(device: .mouse, buttons: buttons), finger: 1)
    }

    @Test("a secondary click calls the secondary tap callbacks, never the primary ones")
    func secondaryTap() {
        let f = fixture { $0.gestures.onTap = "card.tap"; $0.gestures.onSecondaryTapDown = "card.down2"; $0.gestures.onSecondaryTap = "card.tap2" }
        press(f, .secondary)
        f.tap(Self.inside)
        #expect(f.take(.arenaAndCallbacks) == ["arena 1 card.tap accepted", "action card.down2", "action card.tap2"])
    }

    @Test("a tap without secondary callbacks does not take a secondary pointer")
    func primaryOnlyTapIgnoresSecondary() {
        let f = fixture { $0.gestures.onTap = "card.tap" }
        press(f, .secondary)
        f.tap(Self.inside)
        #expect(f.take(.arenaAndCallbacks).isEmpty)
    }

    @Test("two buttons at once reach no tap callback, primary or secondary")
    func twoButtons() {
        let f = fixture { $0.gestures.onTap = "card.tap"; $0.gestures.onSecondaryTap = "card.tap2" }
        press(f, [.primary, .secondary])
        f.tap(Self.inside)
        #expect(f.take(.arenaAndCallbacks).isEmpty)
    }

    @Test("a change of buttons after onTapDown cancels the tap; its up sends nothing")
    func buttonChangeCancelsTap() {
        let f = fixture { $0.gestures.onTapDown = "card.down"; $0.gestures.onTap = "card.tap"; $0.gestures.onTapCancel = "card.cancel" }
        press(f, .primary)
        f.down(Self.inside)
        press(f, [.primary, .secondary])
        f.move(Self.inside)
        f.up(Self.inside)
        #expect(f.take([.action]) == ["action card.down", "action card.cancel"])
    }

    @Test("a secondary long press calls its own callbacks; a change of buttons after the start does not stop it")
    func secondaryLongPress() {
        let f = fixture { $0.gestures.onLongPress = "card.press"; $0.gestures.onSecondaryLongPressStart = "card.start2"; $0.gestures.onSecondaryLongPressEnd = "card.end2" }
        press(f, .secondary)
        f.down(Self.inside)
        f.wait(.ms(600))
        press(f, [.primary, .secondary])
        f.move(Self.inside)
        f.up(Self.inside)
        #expect(f.take([.action]) == ["action card.start2", "action card.end2"])
    }

    @Test("a drag takes only the primary button, and a mouse passes its 1 px slop where a finger would not")
    func dragButtonsAndSlop() {
        let f = fixture { $0.gestures.onTap = "card.tap"; $0.gestures.onHorizontalDrag = "card.drag" }
        press(f, .secondary)
        f.down(Self.inside)
        f.move(Point(Self.inside.x + 40, Self.inside.y))
        f.up(Point(Self.inside.x + 40, Self.inside.y))
        #expect(f.take(.arenaAndCallbacks).isEmpty)
        press(f, .primary)
        f.down(Self.inside)
        f.move(Point(Self.inside.x + 2, Self.inside.y))
        #expect(f.take([.action]) == ["action card.drag began (189, 350)"])
        f.up(Point(Self.inside.x + 2, Self.inside.y))
        f.world.touches.setStyle(.finger, finger: 1)
        _ = f.take(.arenaAndCallbacks)
        f.down(Self.inside)
        f.move(Point(Self.inside.x + 2, Self.inside.y))
        #expect(f.take([.action]).isEmpty)
    }

    @Test("a Scrollable takes no mouse pointer: its drag devices leave the mouse out")
    func scrollableIgnoresMouse() {
        let list = widget("list", Self.card, scroll: Widget.Scroll(axis: .vertical, extent: 2000))
        let f = FlutterFixture([list])
        press(f, .primary)
        f.down(Self.inside)
        f.move(Point(Self.inside.x, Self.inside.y - 100))
        f.up(Point(Self.inside.x, Self.inside.y - 100))
        #expect(f.take([.arena, .scroll]).isEmpty)
    }

    @Test("a secondary tap ends a waiting double tap, so the next primary tap starts afresh")
    func secondaryTapEndsDoubleTap() {
        let f = fixture { $0.gestures.onDoubleTap = "card.double" }
        press(f, .primary)
        f.tap(Self.inside)
        f.wait(.ms(50))
        press(f, .secondary)
        f.tap(Self.inside)
        f.wait(.ms(50))
        press(f, .primary)
        f.tap(Self.inside)
        #expect(f.take([.action]).isEmpty)
    }

    @Test("a detector's supportedDevices keeps the kinds it does not name out; a pencil is a stylus and presses primary")
    func supportedDevices() {
        let f = fixture { $0.gestures.onTap = "card.tap"; $0.supportedDevices = [.pencil] }
        f.tap(Self.inside)
        press(f, .primary)
        f.tap(Self.inside)
        #expect(f.take([.action]).isEmpty)
        f.world.touches.setStyle(PointerStyle(device: .pencil), finger: 1)
        f.tap(Self.inside)
        #expect(f.take([.action]) == ["action card.tap"])
        #expect(PointerStyle(device: .pencil).flutterButtons == 1)
    }

    @Test("a double tap taking both buttons starts afresh when the second tap's buttons differ from the first's")
    func doubleTapSameButton() {
        let f = fixture { $0.gestures.onDoubleTap = "card.double"; $0.doubleTapButtons = [1, 2] }
        press(f, .primary)
        f.tap(Self.inside)
        f.wait(.ms(100))
        press(f, .secondary)
        f.tap(Self.inside)
        #expect(f.take([.action]).isEmpty)
        f.wait(.ms(100))
        f.tap(Self.inside)
        #expect(f.take([.action]) == ["action card.double"])
    }
}
