import Testing
@testable import InteractionEngine

/// TapGestureRecognizer's onTapDown, onTapUp and onTapCancel (gestures/tap.dart, BaseTapGestureRecognizer):
/// when each fires relative to kPressTimeout, the arena and the slop (docs/semantics.md S7.3).
@Suite struct FlutterTapCallbackTests {
    static let card = Rect(20, 200, 335, 300)
    static let inside = Point(187, 350)
    /// About 21 px from `inside`: beyond kTouchSlop (18).
    static let beyondSlop = Point(202, 365)
    /// 30 px to the right of `inside`: a horizontal drag past kTouchSlop.
    static let swiped = Point(217, 350)

    /// A card with every tap callback, and the rivals a test asks for.
    private func card(onLongPress: String? = nil, onHorizontalDrag: String? = nil) -> FlutterFixture {
        let card = widget("card", Self.card, onTap: "card.tap", onLongPress: onLongPress, onHorizontalDrag: onHorizontalDrag)
        card.gestures.onTapDown = "card.down"
        card.gestures.onTapUp = "card.up"
        card.gestures.onTapCancel = "card.cancel"
        return FlutterFixture([card])
    }

    @Test("undecided, onTapDown waits for kPressTimeout (100 ms); the won up sends onTapUp then onTap")
    func downAfterPressTimeout() {
        let f = card(onLongPress: "card.menu")
        f.down(Self.inside)
        f.wait(.ms(99))
        #expect(f.take(.callbacks).isEmpty)
        f.wait(.ms(1))
        #expect(f.take(.callbacks) == ["action card.down"])
        f.wait(.ms(50))
        f.up(Self.inside)
        // The long press gives up at the up (it is routed after the tap); the sweep then hands the tap
        // the arena.
        #expect(f.take(.arenaAndCallbacks) == [
            "arena 1 card.longPress rejected", "arena 1 card.tap accepted", "action card.up", "action card.tap",
        ])
    }

    @Test("a lone tap wins when its arena closes and sends onTapDown at once")
    func downOnWinning() {
        let f = card()
        f.down(Self.inside)
        #expect(f.take(.arenaAndCallbacks) == ["arena 1 card.tap accepted", "action card.down"])
        f.up(Self.inside)
        #expect(f.take(.callbacks) == ["action card.up", "action card.tap"])
    }

    @Test("losing after onTapDown sends onTapCancel; losing before it sends nothing")
    func cancelOnlyAfterDown() {
        let f = card(onLongPress: "card.menu")
        f.down(Self.inside)
        f.wait(FlutterConstants.longPressTimeout)
        // The long press claims at its deadline; the arena rejects the tap (onTapCancel) before accepting it.
        #expect(f.take(.arenaAndCallbacks) == [
            "action card.down", "arena 1 card.tap rejected", "action card.cancel", "arena 1 card.longPress accepted",
            "action card.menu began",
        ])
        f.up(Self.inside)
        #expect(!f.take(.callbacks).contains("action card.cancel"))

        let g = card(onHorizontalDrag: "card.swipe")
        g.down(Self.inside)
        g.wait(FlutterFixture.frame)
        g.move(Self.swiped)
        g.wait(FlutterConstants.pressTimeout)
        g.up(Self.swiped)
        #expect(!g.log(.callbacks).contains("action card.down"))
        #expect(!g.log(.callbacks).contains("action card.cancel"))
    }

    @Test("past kTouchSlop after winning, the tap is cancelled: onTapCancel, and nothing at the up")
    func slopAfterWinning() {
        let f = card()
        f.down(Self.inside)
        #expect(f.take(.callbacks) == ["action card.down"])  // alone, the tap wins at the down and sends onTapDown at once
        f.move(Self.beyondSlop)
        #expect(f.take(.callbacks) == ["action card.cancel"])
        f.up(Self.beyondSlop)
        #expect(f.take(.callbacks).isEmpty)
    }

    @Test("a pointer cancel after onTapDown sends onTapCancel")
    func pointerCancel() {
        let f = card(onLongPress: "card.menu")
        f.down(Self.inside)
        f.wait(FlutterConstants.pressTimeout)
        #expect(f.take(.callbacks) == ["action card.down"])  // beside the long press, onTapDown waits for kPressTimeout
        f.cancel()
        #expect(f.take(.callbacks) == ["action card.cancel"])
    }
}
