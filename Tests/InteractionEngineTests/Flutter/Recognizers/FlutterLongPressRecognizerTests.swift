import Testing
@testable import InteractionEngine

/// A card (20, 200, 335, 300) and points measured from `inside`, its middle.
private enum P {
    static let card = Rect(20, 200, 335, 300)
    static let inside = Point(187, 350)
    /// 18 px below `inside`: not more than kTouchSlop.
    static let atSlop = Point(187, 368)
    /// 19 px below `inside`: more than kTouchSlop.
    static let pastSlop = Point(187, 369)
    /// Far from `inside`, outside the card: long_press_test.dart's `move` goes about 210 px.
    static let far = Point(300, 560)
    /// 30 px to the right of `inside`: a horizontal drag's claim.
    static let swiped = Point(217, 350)
}

private enum T {
    /// Well before kLongPressTimeout (500 ms).
    static let early = Time.ms(300)
    /// Long after kLongPressTimeout.
    static let late = Time.s(1)
    /// When a finger moves in the tests of moving before the deadline.
    static let moveAt = Time.ms(100)
}

/// LongPressGestureRecognizer (gestures/long_press.dart) as GestureDetector.onLongPress: it claims the
/// arena when kLongPressTimeout passes and only then starts; moving more than kTouchSlop or lifting
/// before that rejects it; once started, it reports moves until the up ends it.
@Suite struct FlutterLongPressRecognizerTests {
    private func card(onTap: String? = nil, onHorizontalDrag: String? = nil) -> FlutterFixture {
        FlutterFixture([widget("card", P.card, onTap: onTap, onLongPress: "card.menu", onHorizontalDrag: onHorizontalDrag)])
    }

    /// long_press_test.dart, "Should recognize long press": nothing at 300 ms; the long press starts when
    /// kLongPressTimeout has passed since the down.
    @Test("a held finger starts the long press at kLongPressTimeout")
    func recognizesLongPress() {
        let f = card()
        f.down(P.inside)
        f.wait(T.early)
        #expect(f.take(.callbacks).isEmpty)
        f.wait(T.late - T.early)
        #expect(f.timed(.callbacks) == ["\(FlutterConstants.longPressTimeout) action card.menu began"])
    }

    /// long_press_test.dart, "Up cancels long press": lifting before the deadline, nothing ever starts.
    @Test("lifting before kLongPressTimeout cancels the long press")
    func upCancels() {
        let f = card()
        f.tap(P.inside, hold: T.early)
        f.wait(T.late)
        #expect(f.log(.callbacks).isEmpty)
    }

    /// long_press_test.dart, "Should recognize long press up": the up after the start ends it.
    @Test("the up after the start ends the long press")
    func upEnds() {
        let f = card()
        f.tap(P.inside, hold: T.late)
        #expect(f.log(.callbacks) == ["action card.menu began", "action card.menu ended"])
    }

    /// long_press_test.dart, "Moving after accept is ok" (and "Moving after accept does not cancel" in its
    /// long press drag group): postAcceptSlopTolerance is null, so a started long press follows the finger
    /// however far it goes, then ends at the up.
    @Test("after the start, moving any distance updates the long press")
    func movingAfterAccept() {
        let f = card()
        f.down(P.inside)
        f.wait(T.late)
        f.move(P.far)
        f.up(P.far)
        #expect(f.log(.callbacks) == ["action card.menu began", "action card.menu changed", "action card.menu ended"])
    }

    /// long_press_test.dart, "Moving before accept cancels", with a tap on the card keeping the arena
    /// undecided: 19 px before the deadline rejects both (18 px would not: the slop is exclusive).
    @Test("moving beyond kTouchSlop before the deadline rejects an undecided long press")
    func movingBeforeAcceptWithRival() {
        let f = card(onTap: "card.open")
        f.down(P.inside)
        f.wait(T.moveAt)
        f.move(P.atSlop)
        #expect(f.take([.arena]).isEmpty)
        f.move(P.pastSlop)
        #expect(f.take([.arena]) == ["arena 1 card.tap rejected", "arena 1 card.longPress rejected"])
        f.wait(T.late)
        f.up(P.pastSlop)
        #expect(f.log(.callbacks).isEmpty)
    }

    /// long_press_test.dart, "Moving before accept cancels": the lone long press has won its arena by
    /// default, yet its preAcceptSlopTolerance still applies until the deadline (winning the arena does
    /// not count as accepted for a long press), so it never starts.
    @Test("moving beyond kTouchSlop before the deadline cancels a lone long press")
    func movingBeforeAcceptAlone() {
        let f = card()
        f.down(P.inside)
        f.wait(T.early)
        f.move(P.far)
        f.wait(T.late)
        f.up(P.far)
        #expect(f.log(.callbacks).isEmpty)
    }

    /// long_press_test.dart, "Should recognize both tap down and long press": with a tap on the same card,
    /// the long press claims at the deadline, the tap is rejected and never fires.
    @Test("a long press beside a tap claims at the deadline and the tap never fires")
    func beatsTap() {
        let f = card(onTap: "card.open")
        f.down(P.inside)
        f.wait(T.early)
        #expect(f.take(.arenaAndCallbacks).isEmpty)
        f.wait(T.late - T.early)
        #expect(f.take(.arenaAndCallbacks) == [
            "arena 1 card.tap rejected", "arena 1 card.longPress accepted", "action card.menu began",
        ])
        f.up(P.inside)
        #expect(f.take(.arenaAndCallbacks) == ["action card.menu ended"])
    }

    /// long_press_test.dart, "Drag start delayed by microtask" (a long press and a horizontal drag on one
    /// pointer), and "Moving before accept cancels": a 30 px swipe before the deadline rejects the long
    /// press, the drag claims and starts, and the deadline passes with nothing.
    @Test("a drag claiming before the deadline leaves the long press out")
    func losesToDrag() {
        let f = card(onHorizontalDrag: "card.swipe")
        f.down(P.inside)
        f.wait(T.moveAt)
        f.move(P.swiped)
        #expect(f.take(.arenaAndCallbacks) == [
            "arena 1 card.longPress rejected", "arena 1 card.horizontalDrag accepted", "action card.swipe began (217, 350)",
        ])
        f.wait(T.late)
        f.up(P.swiped)
        #expect(f.take(.arenaAndCallbacks) == ["action card.swipe ended (217, 350) velocity (0, 0)"])
    }

    /// long_press_test.dart, "Up cancels long press" (the long press gives up at an early up), and
    /// arena_test.dart, "Should win by sweep": the tap, the member left, wins and fires.
    @Test("a quick tap beside a long press is a tap")
    func quickTapIsTap() {
        let f = card(onTap: "card.open")
        f.tap(P.inside)
        #expect(f.log(.arenaAndCallbacks) == ["arena 1 card.longPress rejected", "arena 1 card.tap accepted", "action card.open"])
    }

    /// long_press.dart: `_reset` clears `_initialButtons`, so `_checkLongPressStart` calls nothing (C18;
    /// the test that shows it, "Multi-pointer long press on iOS …", is only on an open pull request's
    /// branch, flutter/flutter#188200): the first finger lifts early with a second still down; the
    /// deadline then starts nothing.
    @Test("a deadline that outlives the primary pointer, another finger still down, starts nothing")
    func deadlineAfterPrimaryLifted() {
        let f = card()
        f.down(P.inside)
        f.down(Point(200, 300), finger: 2)
        f.wait(.ms(20))
        f.up(P.inside)
        f.wait(T.late)
        #expect(!f.log(.callbacks).contains("action card.menu began"))
        f.up(Point(200, 300), finger: 2)
        #expect(f.log(.callbacks).allSatisfy { !$0.hasPrefix("action card.menu") })
    }
}
