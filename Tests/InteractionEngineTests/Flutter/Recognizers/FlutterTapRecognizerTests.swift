import Testing
@testable import InteractionEngine

/// A card (20, 200, 335, 300) and points measured from `inside`, its middle.
private enum P {
    static let card = Rect(20, 200, 335, 300)
    static let inside = Point(187, 350)
    /// (12, 12) from `inside`: about 17 px, within kTouchSlop (18).
    static let withinSlop = Point(199, 362)
    /// (15, 15) from `inside`: about 21 px, beyond kTouchSlop.
    static let beyondSlop = Point(202, 365)
    /// (20, 20) from `inside`: a second finger on the same card.
    static let secondFinger = Point(207, 370)
    /// 30 px to the right of `inside`: past kTouchSlop along the horizontal axis.
    static let swiped = Point(217, 350)
    /// A like button (20, 20, 100, 44) inside the card, and a point on it.
    static let like = Rect(20, 20, 100, 44)
    static let onLike = Point(80, 240)
}

private let hold = FlutterFixture.tapHold

/// TapGestureRecognizer (gestures/tap.dart) as GestureDetector.onTap: it never claims the arena, wins by
/// the sweep, by default or as the last member, fires `onTap` on the up once it has won, and gives up
/// when the pointer moves more than kTouchSlop.
@Suite struct FlutterTapRecognizerTests {
    private func card(onLongPress: String? = nil, onHorizontalDrag: String? = nil, children: [Widget] = []) -> FlutterFixture {
        FlutterFixture([
            widget("card", P.card, behavior: children.isEmpty ? nil : .opaque, onTap: "card.open",
                   onLongPress: onLongPress, onHorizontalDrag: onHorizontalDrag, children: children),
        ])
    }

    /// tap_test.dart, "Should recognize tap": the lone tap wins its arena once it closes, and onTap comes
    /// with the up, not before.
    @Test("a lone tap wins when the arena closes and fires on the up")
    func recognizesTap() {
        let f = card()
        f.down(P.inside)
        #expect(f.take(.arenaAndCallbacks) == ["arena 1 card.tap accepted"])
        f.wait(hold)
        f.up(P.inside)
        #expect(f.take(.arenaAndCallbacks) == ["action card.open"])
    }

    /// tap_test.dart, "No duplicate tap events" (the first of the two): two taps in a row fire once each.
    @Test("two taps in a row fire onTap once each")
    func noDuplicates() {
        let f = card()
        f.tap(P.inside)
        #expect(f.take(.callbacks) == ["action card.open"])
        f.wait(FlutterFixture.quiet)
        f.tap(P.inside)
        #expect(f.take(.callbacks) == ["action card.open"])
    }

    /// tap_test.dart, "Short distance does not cancel tap": about 17 px of movement is within kTouchSlop.
    @Test("moving less than kTouchSlop does not cancel the tap")
    func shortDistance() {
        let f = card()
        f.down(P.inside)
        f.wait(hold)
        f.move(P.withinSlop)
        f.up(P.withinSlop)
        #expect(f.log(.callbacks) == ["action card.open"])
    }

    /// tap_test.dart, "Distance cancels tap", with a long press on the card keeping the arena undecided:
    /// about 21 px rejects the tap before it has won (and the long press, whose slop is the same).
    @Test("moving beyond kTouchSlop before winning rejects the tap")
    func distanceCancelsUndecidedTap() {
        let f = card(onLongPress: "card.menu")
        f.down(P.inside)
        f.wait(hold)
        f.move(P.beyondSlop)
        #expect(f.take([.arena]) == ["arena 1 card.tap rejected", "arena 1 card.longPress rejected"])
        f.up(P.beyondSlop)
        f.wait(FlutterFixture.quiet)
        #expect(f.log(.callbacks).isEmpty)
    }

    /// tap_test.dart, "Distance cancels tap": the lone tap has won when the arena closed; its
    /// postAcceptSlopTolerance (kTouchSlop, recognizer.dart) still cancels it, and no onTap follows.
    @Test("moving beyond kTouchSlop after a lone tap has won cancels it")
    func distanceCancelsWonTap() {
        let f = card()
        f.down(P.inside)
        f.wait(hold)
        f.move(P.beyondSlop)
        f.up(P.beyondSlop)
        #expect(f.log(.callbacks).isEmpty)
    }

    /// tap_test.dart, "Timeout does not cancel tap": holding 500 ms does not stop a tap with no rival.
    @Test("holding the finger down does not cancel a lone tap")
    func timeoutDoesNotCancel() {
        let f = card()
        f.tap(P.inside, hold: FlutterConstants.longPressTimeout)
        #expect(f.log(.callbacks) == ["action card.open"])
    }

    /// tap_test.dart, "losing tap gesture recognizer does not send onTapCancel": a horizontal drag on the
    /// same card claims, the tap is rejected, and it fires nothing then or at the up.
    @Test("a drag that claims the pointer leaves the tap silent")
    func losingToDrag() {
        let f = card(onHorizontalDrag: "card.swipe")
        f.down(P.inside)
        f.wait(FlutterFixture.frame)
        f.move(P.swiped)
        #expect(f.take(.arenaAndCallbacks) == [
            "arena 1 card.tap rejected", "arena 1 card.horizontalDrag accepted", "action card.swipe began (217, 350)",
        ])
        f.wait(FlutterFixture.frame)
        f.up(P.swiped)
        #expect(f.take(.arenaAndCallbacks) == ["action card.swipe ended (217, 350) velocity (0, 0)"])
    }

    /// tap_test.dart, "Should not recognize two overlapping taps (FIFO)": one recognizer tracks one
    /// primary pointer; a second finger down meanwhile on the same card makes no second tap.
    @Test("two overlapping fingers on one card tap once (first lifted first)")
    func overlappingFIFO() {
        let f = card()
        f.down(P.inside, finger: 1)
        f.down(P.secondFinger, finger: 2)
        f.wait(hold)
        f.up(P.inside, finger: 1)
        #expect(f.take(.callbacks) == ["action card.open"])
        f.up(P.secondFinger, finger: 2)
        #expect(f.take(.callbacks).isEmpty)
    }

    /// tap_test.dart, "Should not recognize two overlapping taps (FILO)": lifting the second finger first
    /// fires nothing; the first finger's up fires the one tap.
    @Test("two overlapping fingers on one card tap once (last lifted first)")
    func overlappingFILO() {
        let f = card()
        f.down(P.inside, finger: 1)
        f.down(P.secondFinger, finger: 2)
        f.wait(hold)
        f.up(P.secondFinger, finger: 2)
        #expect(f.take(.callbacks).isEmpty)
        f.up(P.inside, finger: 1)
        #expect(f.take(.callbacks) == ["action card.open"])
    }

    /// arena_test.dart, "Should win by sweep": of nested taps neither claims, so the arena waits for the
    /// up; the sweep accepts its first member, the inner tap (it joined first), and rejects the outer.
    @Test("of nested taps the inner one wins the sweep at the up")
    func nestedTapsSweep() {
        let f = card(children: [widget("like", P.like, onTap: "card.like")])
        f.down(P.onLike)
        #expect(f.take(.arenaAndCallbacks).isEmpty)
        f.wait(hold)
        f.up(P.onLike)
        #expect(f.take(.arenaAndCallbacks) == ["arena 1 like.tap accepted", "action card.like", "arena 1 card.tap rejected"])
    }
}
