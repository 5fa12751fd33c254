import Testing
@testable import InteractionEngine

/// Two boxes side by side, and a box with a smaller one inside.
private enum P {
    static let left = Rect(0, 100, 187, 200)
    static let right = Rect(188, 100, 187, 200)
    static let onLeft = Point(90, 200)
    static let onRight = Point(280, 200)
    static let outer = Rect(0, 100, 375, 400)
    /// In `outer`'s coordinates: (40, 200, 200, 200) on screen.
    static let inner = Rect(40, 100, 200, 200)
    static let onInner = Point(140, 300)
    /// 40 px right of `onInner`: past kTouchSlop sideways.
    static let pastInnerSlop = Point(180, 300)
    /// (100, 100) and (0, 100) from `onInner`: past every slop diagonally, and straight down.
    static let diagonal = Point(240, 400)
    static let below = Point(140, 400)
}

/// The Flutter side of a FlutterView (gestures/binding.dart): a pointer id per down, a hit-test path
/// computed once at the down, Listener callbacks along that path outside the arena, recognizers joining
/// the pointer's arena deepest first and in GestureDetector's order, the arena closed after the down and
/// swept after the up.
@Suite struct FlutterEngineTests {
    /// flutter/engine lib/ui/window/pointer_data_packet_converter.cc, UpdatePointerIdentifier (`++pointer_`
    /// from 0 at each down): pointer ids are 1, 2, 3… one per down, whichever finger or widget.
    @Test("each down gets the next pointer id, from 1")
    func pointerIDsCountUp() {
        let f = FlutterFixture([widget("left", P.left, onTap: "left.tap"), widget("right", P.right, onTap: "right.tap")])
        f.tap(P.onLeft)
        f.tap(P.onRight)
        f.down(P.onLeft, finger: 1)
        f.down(P.onRight, finger: 2)
        #expect(f.log([.arena]) == [
            "arena 1 left.tap accepted", "arena 2 right.tap accepted", "arena 3 left.tap accepted", "arena 4 right.tap accepted",
        ])
    }

    /// gestures/binding.dart, GestureBinding._handlePointerEventImmediately (the hit test result of a
    /// down is stored and reused for the pointer's moves and up): a finger that goes down on one
    /// Listener and slides onto another keeps talking to the first only.
    @Test("moves and the up go along the path hit at the down")
    func pathCachedAtDown() {
        let f = FlutterFixture([
            widget("left", P.left, listener: listener(down: "left.down", move: "left.move", up: "left.up")),
            widget("right", P.right, listener: listener(down: "right.down", move: "right.move", up: "right.up")),
        ])
        f.down(P.onLeft)
        f.wait(FlutterFixture.frame)
        f.move(P.onRight)
        f.up(P.onRight)
        #expect(f.log(.callbacks) == ["action left.down", "action left.move changed", "action left.up"])
    }

    /// pointer_data_packet_converter.cc (a synthesized move before an up that lands somewhere new): a
    /// Listener hears that move between its down and up; an up where the pointer already is adds none.
    @Test("an up somewhere new comes after a synthesized move", arguments: [true, false])
    func synthesizedMove(elsewhere: Bool) {
        let f = FlutterFixture([widget("left", P.left, listener: listener(down: "left.down", move: "left.move", up: "left.up"))])
        f.down(P.onLeft)
        f.wait(FlutterFixture.frame)
        f.up(elsewhere ? Point(P.onLeft.x + 5, P.onLeft.y) : P.onLeft)
        #expect(f.log(.callbacks) == ["action left.down"] + (elsewhere ? ["action left.move changed"] : []) + ["action left.up"])
    }

    /// Seed 001's admitted gap and gesture_detector_test.dart, "Translucent" (the Listener gets its down
    /// whatever the detector does): a Listener is called along the path and never joins the arena, so a
    /// tap inside it is alone there and wins at once; the Listener's up comes before the tap fires.
    @Test("Listener callbacks come along the path, outside the arena")
    func listenerOutsideArena() {
        let stamp = widget("stamp", P.inner, onTap: "stamp.tap")
        let f = FlutterFixture([
            widget("canvas", P.outer, behavior: .opaque, listener: listener(down: "ink.start", up: "ink.end"), children: [stamp]),
        ])
        f.down(P.onInner)
        #expect(f.take(.arenaAndCallbacks) == ["action ink.start", "arena 1 stamp.tap accepted"])
        f.wait(FlutterFixture.tapHold)
        f.up(P.onInner)
        #expect(f.take(.arenaAndCallbacks) == ["action ink.end", "action stamp.tap"])
    }

    /// gesture_detector_test.dart, "Translucent": a Listener behind a childless GestureDetector of the
    /// same size; deferToChild leaves the detector unhit (the Listener gets the down, no tap), opaque
    /// hides the Listener (tap only), translucent lets both be hit.
    @Test("a childless detector's behavior decides who is hit", arguments: [
        (Widget.Behavior.deferToChild, true, false), (.opaque, false, true), (.translucent, true, true),
    ])
    func translucent(behavior: Widget.Behavior, listenerDown: Bool, tapped: Bool) {
        let f = FlutterFixture([
            widget("back", P.left, listener: listener(down: "back.down")),
            widget("front", P.left, behavior: behavior, onTap: "front.tap"),
        ])
        f.tap(P.onLeft)
        #expect(f.log([.action]).contains("action back.down") == listenerDown)
        #expect(f.log([.action]).contains("action front.tap") == tapped)
    }

    /// gesture_detector_test.dart, "Translucent" with `behavior: null`: a GestureDetector without a child
    /// defaults to translucent (RawGestureDetectorState._defaultBehavior), so both are hit.
    @Test("a childless detector defaults to translucent")
    func childlessDefaultsToTranslucent() {
        let f = FlutterFixture([
            widget("back", P.left, listener: listener(down: "back.down")),
            widget("front", P.left, onTap: "front.tap"),
        ])
        f.tap(P.onLeft)
        #expect(f.log([.action]) == ["action back.down", "action front.tap"])
    }

    /// gestures/binding.dart, GestureBinding.handleEvent (close after a down, sweep after an up), and
    /// arena_test.dart, "Should win by sweep": two nested taps leave the arena undecided through the
    /// down and the hold; the up's sweep decides it, the first member (the inner tap) winning.
    @Test("the arena is closed after the down and swept after the up")
    func closedAtDownSweptAtUp() {
        let f = FlutterFixture([
            widget("outer", P.outer, behavior: .opaque, onTap: "outer.tap", children: [widget("inner", P.inner, onTap: "inner.tap")]),
        ])
        f.down(P.onInner)
        f.wait(FlutterFixture.quiet)
        #expect(f.take([.arena]).isEmpty)
        f.up(P.onInner)
        #expect(f.take([.arena]) == ["arena 1 inner.tap accepted", "arena 1 outer.tap rejected"])
    }

    /// gestures/binding.dart (events go along the path deepest first, so deeper recognizers join and
    /// are routed first): nested horizontal drags both pass the slop on one move; the inner one,
    /// routed first, claims first and wins.
    @Test("deeper recognizers join and hear the pointer first")
    func deepestFirst() {
        let f = FlutterFixture([
            widget("outer", P.outer, behavior: .opaque, onHorizontalDrag: "outer.drag",
                   children: [widget("inner", P.inner, onHorizontalDrag: "inner.drag")]),
        ])
        f.down(P.onInner)
        f.wait(FlutterFixture.frame)
        f.move(P.pastInnerSlop)
        #expect(f.log(.arenaAndCallbacks) == [
            "arena 1 outer.horizontalDrag rejected", "arena 1 inner.horizontalDrag accepted", "action inner.drag began (180, 300)",
        ])
    }

    /// widgets/gesture_detector.dart, GestureDetector.build (recognizers made in the order tap, double
    /// tap, long press, vertical drag, horizontal drag, pan; gesture_detector_test.dart "constructor
    /// duplicate drag recognizer" forbids all three drags at once): a long diagonal move is routed to them
    /// in that order — the tap, double tap and long press give up in turn, the vertical drag claims first,
    /// and the horizontal one is rejected; straight down, a pan claims and the horizontal drag, which
    /// joined before it, is rejected.
    @Test("one detector's recognizers join in GestureDetector's order")
    func gestureDetectorOrder() {
        let box = widget("box", P.outer, onTap: "t", onDoubleTap: "dt", onLongPress: "lp", onVerticalDrag: "v", onHorizontalDrag: "h")
        let f = FlutterFixture([box])
        f.drag(from: P.onInner, to: P.diagonal, steps: 1)
        #expect(f.take([.arena]) == [
            "arena 1 box.tap rejected", "arena 1 box.doubleTap rejected", "arena 1 box.longPress rejected",
            "arena 1 box.horizontalDrag rejected", "arena 1 box.verticalDrag accepted",
        ])
        let panBox = FlutterFixture([widget("box", P.outer, onTap: "t", onHorizontalDrag: "h", onPan: "p")])
        panBox.drag(from: P.onInner, to: P.below, steps: 1)
        #expect(panBox.take([.arena]) == [
            "arena 1 box.tap rejected", "arena 1 box.horizontalDrag rejected", "arena 1 box.pan accepted",
        ])
    }

    /// tap_test.dart, "PointerCancelEvent cancels tap": UIKit's touchesCancelled reaches Flutter as a
    /// pointer cancel; neither the tap nor the long press beside it fires, then or later.
    @Test("a UIKit touch cancel cancels the pointer in Flutter")
    func cancelReachesFlutter() {
        let f = FlutterFixture([widget("card", P.outer, onTap: "card.open", onLongPress: "card.menu")])
        f.down(P.onInner)
        f.wait(FlutterConstants.pressTimeout)
        f.cancel()
        f.wait(FlutterFixture.quiet)
        #expect(f.log(.callbacks).isEmpty)
    }
}
