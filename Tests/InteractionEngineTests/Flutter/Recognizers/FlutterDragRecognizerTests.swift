import Testing
@testable import InteractionEngine

/// A pager (0, 100, 375, 400) and points measured from `start`, in its middle.
private enum P {
    static let pager = Rect(0, 100, 375, 400)
    static let start = Point(100, 300)
    static func from(_ dx: Double, _ dy: Double) -> Point { Point(start.x + dx, start.y + dy) }
    static let slop = FlutterConstants.touchSlop
    static let panSlop = FlutterConstants.panSlop
}

private let frame = FlutterFixture.frame

/// VerticalDrag, HorizontalDrag and Pan recognizers (gestures/monodrag.dart) as GestureDetector's drag
/// callbacks: an axis drag claims once its axis has moved more than kTouchSlop, a pan once it has moved
/// more than kPanSlop; a drag starts when it is accepted, however it won, updates on every move, ends at
/// the up, and rejects itself when lifted unaccepted.
@Suite struct FlutterDragRecognizerTests {
    private func pager(vertical: Bool = false, horizontal: Bool = false, pan: Bool = false, onTap: String? = nil) -> FlutterFixture {
        FlutterFixture([
            widget("pager", P.pager, onTap: onTap, onVerticalDrag: vertical ? "pager.scroll" : nil,
                   onHorizontalDrag: horizontal ? "pager.flip" : nil, onPan: pan ? "pager.move" : nil),
        ])
    }

    /// Down at `start`, one move by (dx, dy) a frame later; no up.
    private func press(_ f: FlutterFixture, by dx: Double, _ dy: Double) {
        f.down(P.start)
        f.wait(frame)
        f.move(P.from(dx, dy))
    }

    /// gesture_detector_test.dart, "Uncontested scrolls start immediately": a lone vertical drag wins
    /// at the down and starts there; a 1 px move updates it; the up ends it.
    @Test("a lone vertical drag starts at the down, updates on a 1 px move and ends at the up")
    func uncontestedStartsImmediately() {
        let f = pager(vertical: true)
        f.down(P.start)
        #expect(f.take(.arenaAndCallbacks) == ["arena 1 pager.verticalDrag accepted", "action pager.scroll began (100, 300)"])
        f.wait(frame)
        f.move(P.from(0, -1))
        #expect(f.take(.arenaAndCallbacks) == ["action pager.scroll changed (100, 299) delta (0, -1)"])
        f.up(P.from(0, -1))
        #expect(f.take(.arenaAndCallbacks) == ["action pager.scroll ended (100, 299) velocity (0, 0)"])
    }

    /// gesture_detector_test.dart, "Match two scroll gestures in succession": 40 px down, twice, is the
    /// vertical drag's both times; the horizontal one never starts.
    @Test("two vertical drags in succession are the vertical drag's; the horizontal one never starts")
    func twoScrollsInSuccession() {
        let f = pager(vertical: true, horizontal: true)
        for _ in 0..<2 {
            f.drag(from: P.start, to: P.from(0, 40), steps: 1)
            f.wait(FlutterFixture.quiet)
        }
        #expect(f.log([.arena]) == [
            "arena 1 pager.horizontalDrag rejected", "arena 1 pager.verticalDrag accepted",
            "arena 2 pager.horizontalDrag rejected", "arena 2 pager.verticalDrag accepted",
        ])
        #expect(f.log([.action]) == [
            // Two samples (down, one move) are too few for an estimate: no fling.
            "action pager.scroll began (100, 340)", "action pager.scroll ended (100, 340) velocity (0, 0)",
            "action pager.scroll began (100, 340)", "action pager.scroll ended (100, 340) velocity (0, 0)",
        ])
    }

    /// monodrag.dart, HorizontalDragGestureRecognizer.hasSufficientGlobalDistanceToAccept (`abs() >
    /// kTouchSlop`): exactly 18 px claims nothing; 19 px along the axis claims.
    @Test("an axis drag claims only past kTouchSlop along its axis", arguments: [(P.slop, false), (P.slop + 1, true)])
    func claimsPastSlop(distance: Double, claims: Bool) {
        let f = pager(vertical: true, horizontal: true)
        press(f, by: distance, 0)
        #expect(f.take([.arena]) == (claims ? ["arena 1 pager.verticalDrag rejected", "arena 1 pager.horizontalDrag accepted"] : []))
    }

    /// drag_test.dart, "On multiple pointers, DragGestureRecognizer is canceled when all pointers are
    /// canceled (FIFO)" (a drag that never claimed gives up at the up) — with one finger: lifted after
    /// 18 px, both drags reject themselves, the arena empties and nothing starts.
    @Test("drags lifted before claiming reject themselves and start nothing")
    func liftedUnaccepted() {
        let f = pager(vertical: true, horizontal: true)
        press(f, by: P.slop, 0)
        f.up(P.from(P.slop, 0))
        #expect(f.log(.arenaAndCallbacks) == ["arena 1 pager.verticalDrag rejected", "arena 1 pager.horizontalDrag rejected"])
    }

    /// drag_test.dart, "Should recognize pan": beside a tap, a pan has not started at 14 px; at 22 px the
    /// tap gives up (past kTouchSlop), the pan is left alone and wins; a move updates, the up ends it and
    /// the tap never fires.
    @Test("a pan beside a tap starts when the tap gives up past kTouchSlop")
    func panBesideTap() {
        let f = pager(pan: true, onTap: "pager.open")
        f.down(P.start)
        f.wait(frame)
        f.move(P.from(10, 10))
        #expect(f.take(.arenaAndCallbacks).isEmpty)
        f.wait(frame)
        f.move(P.from(10, 20))
        #expect(f.take(.arenaAndCallbacks) == ["arena 1 pager.tap rejected", "arena 1 pager.pan accepted", "action pager.move began (110, 320)"])
        f.wait(frame)
        f.move(P.from(10, 15))
        f.up(P.from(10, 15))
        #expect(f.take(.arenaAndCallbacks) == [
            // The least-squares slope at the last of four samples that level off and turn back.
            "action pager.move changed (110, 315) delta (0, -5)", "action pager.move ended (110, 315) velocity (-281.25, -359.375)",
        ])
    }

    /// gesture_detector_test.dart, "Pan doesn't crash": a lone pan dragged by (20, 30) starts, updates
    /// and ends.
    @Test("a lone pan starts, updates and ends")
    func lonePan() {
        let f = pager(pan: true)
        f.drag(from: P.start, to: P.from(20, 30), steps: 2)
        #expect(f.log(.callbacks) == [
            // 10 px and 15 px a 16 ms frame: 625 and 937.5 px/s.
            "action pager.move began (100, 300)", "action pager.move changed (110, 315) delta (10, 15)",
            "action pager.move changed (120, 330) delta (10, 15)", "action pager.move ended (120, 330) velocity (625, 937.5)",
        ])
    }

    /// monodrag.dart, PanGestureRecognizer.hasSufficientGlobalDistanceToAccept (`abs() > kPanSlop`)
    /// against HorizontalDragGestureRecognizer: straight down, the horizontal drag never claims and the
    /// pan claims only past 36 px.
    @Test("a pan claims only past kPanSlop", arguments: [(P.panSlop, false), (P.panSlop + 1, true)])
    func panClaimsPastPanSlop(distance: Double, claims: Bool) {
        let f = pager(horizontal: true, pan: true)
        press(f, by: 0, distance)
        #expect(f.take([.arena]) == (claims ? ["arena 1 pager.horizontalDrag rejected", "arena 1 pager.pan accepted"] : []))
    }

    /// monodrag.dart (kTouchSlop for axis drags, kPanSlop for pans): sideways, the horizontal drag claims
    /// at 19 px, long before a pan could.
    @Test("sideways, a horizontal drag claims before a pan")
    func horizontalBeforePan() {
        let f = pager(horizontal: true, pan: true)
        press(f, by: P.slop + 1, 0)
        #expect(f.take(.arenaAndCallbacks) == [
            "arena 1 pager.pan rejected", "arena 1 pager.horizontalDrag accepted", "action pager.flip began (119, 300)",
        ])
    }

    /// drag_test.dart, "Drag with multiple pointers in down behavior - default": a second finger that
    /// comes down while the drag is accepted joins it (its arena is accepted at once) instead of starting
    /// a drag of its own; the drag ends once, when the last finger lifts.
    @Test("a second finger joins an accepted drag rather than starting another")
    func secondFingerJoins() {
        let f = pager(vertical: true, horizontal: true)
        press(f, by: 90, 0)
        f.down(P.from(0, 20), finger: 2)
        f.wait(frame)
        f.move(P.from(40, 20), finger: 2)
        f.up(P.from(40, 20), finger: 2)
        f.up(P.from(90, 0))
        #expect(f.log([.arena]) == [
            "arena 1 pager.verticalDrag rejected", "arena 1 pager.horizontalDrag accepted",
            "arena 2 pager.verticalDrag rejected", "arena 2 pager.horizontalDrag accepted",
        ])
        // The second finger's move, in a frame of its own, moves the drag by all of its 40 px; the end is
        // where that move went, with the first finger's two samples too few for a fling.
        #expect(f.log(.callbacks) == [
            "action pager.flip began (190, 300)", "action pager.flip changed (140, 320) delta (40, 0)",
            "action pager.flip ended (140, 320) velocity (0, 0)",
        ])
    }

    /// drag_test.dart, "On multiple pointers, the last tracking pointer can be rejected by [resolvePointer]
    /// when the other pointer already accepted the VerticalDragGestureRecognizer" (its last pointer's
    /// cancel gives `endD`): an accepted drag whose pointer is cancelled ends — onEnd, not onCancel.
    @Test("a cancelled pointer ends an accepted drag")
    func cancelEndsAcceptedDrag() {
        let f = pager(horizontal: true)
        press(f, by: 30, 0)
        f.cancel()
        // Alone, the drag wins at the down and starts there; the move updates it; the cancel ends it.
        #expect(f.log(.callbacks) == [
            "action pager.flip began (100, 300)", "action pager.flip changed (130, 300) delta (30, 0)",
            "action pager.flip ended (130, 300) velocity (0, 0)",
        ])
    }

    /// monodrag.dart `_shouldTrackMoveEvent` and `_resolveLocalDeltaForMultitouch`: two fingers on an
    /// accepted vertical drag each move 10 px in the same frame. latestPointer follows only the finger
    /// accepted last; sumAllPointers adds both; averageBoundaryPointers (iOS's) moves by the finger that
    /// went furthest, so the second adds nothing.
    @Test("the multitouch strategy decides which moves update a drag", arguments: [
        (Widget.DragStrategy.latestPointer, ["action pager.scroll changed (200, 310) delta (0, 10)"]),
        (.sumAllPointers, ["action pager.scroll changed (100, 310) delta (0, 10)", "action pager.scroll changed (200, 310) delta (0, 10)"]),
        (.averageBoundaryPointers, ["action pager.scroll changed (100, 310) delta (0, 10)", "action pager.scroll changed (200, 310) delta (0, 0)"]),
    ])
    func multitouchStrategy(strategy: Widget.DragStrategy, updates: [String]) {
        let pager = widget("pager", P.pager, onVerticalDrag: "pager.scroll")
        pager.dragStrategy = strategy
        let f = FlutterFixture([pager])
        f.down(P.start)
        f.down(P.from(100, 0), finger: 2)
        #expect(f.take([.arena]) == ["arena 1 pager.verticalDrag accepted", "arena 2 pager.verticalDrag accepted"])
        f.wait(frame)
        f.move(P.from(0, 10))
        f.move(P.from(100, 10), finger: 2)
        #expect(f.take([.changed]) == updates)
    }

    /// averageBoundaryPointers across frames: a finger's lead holds only within a frame.
    @Test("a boundary lead lasts one frame")
    func boundaryLeadLastsOneFrame() {
        let f = FlutterFixture([widget("pager", P.pager, onVerticalDrag: "pager.scroll")])
        f.down(P.start)
        f.down(P.from(100, 0), finger: 2)
        f.wait(frame)
        f.move(P.from(0, 10))
        f.wait(frame)
        f.move(P.from(100, 10), finger: 2)
        #expect(f.log([.changed]) == ["action pager.scroll changed (100, 310) delta (0, 10)", "action pager.scroll changed (200, 310) delta (0, 10)"])
    }

    /// pointer_data_packet_converter.cc and monodrag.dart `handleEvent`: an up past the last move comes
    /// after a synthesized move, which updates the drag but is no velocity sample — the end keeps the
    /// steady 625 px/s of the real moves, not the jump to the up.
    @Test("the synthesized move before an up moves the drag but not its velocity")
    func synthesizedMoveIsNoSample() {
        let f = pager(pan: true)
        f.down(P.start)
        for i in 1...3 {
            f.wait(frame)
            f.move(P.from(Double(i) * 10, 0))
        }
        f.wait(frame)
        f.up(P.from(100, 0))
        #expect(f.take([.changed, .action]).suffix(2) == [
            "action pager.move changed (200, 300) delta (70, 0)", "action pager.move ended (200, 300) velocity (625, 0)",
        ])
    }
}
