import Testing
@testable import InteractionEngine

/// A vertical feed filling the screen with a horizontal carousel and a like button in it.
private enum P {
    static let feedExtent: Double = 3000
    static let carousel = Rect(0, 200, 375, 200)
    static let onCarousel = Point(300, 300)
    static let like = Rect(20, 500, 100, 44)
    static let onLike = Point(70, 520)
    /// On the feed only.
    static let onFeed = Point(100, 650)
    static let card = Rect(20, 500, 335, 200)
    static let onCard = Point(187, 600)
}

private enum T {
    static let hold = FlutterFixture.tapHold
    /// A long press held past kLongPressTimeout, then lifted.
    static let longHold = Time.ms(700)
}

/// Seed 001's gesture tracker — a PanGestureRecognizer the FlutterView puts last in every arena — and
/// the `flutterProxy` UIKit recognizer it drives (docs/semantics.md S7.7): the proxy begins when the
/// tracker is rejected (a Flutter recognizer took the pointer) and fails when it is accepted.
@Suite struct FlutterGestureTrackerTests {
    private func feed() -> FlutterFixture {
        let children = [
            widget("carousel", P.carousel, scroll: Widget.Scroll(axis: .horizontal, extent: 1500)),
            widget("like", P.like, onTap: "like.tap"),
        ]
        let scroll = Widget.Scroll(axis: .vertical, extent: P.feedExtent)
        let feed = widget("feed", FlutterFixture.screen, scroll: scroll, children: children)
        return FlutterFixture(tracker: true, proxy: true, [feed])
    }

    /// gestures/arena.dart, _tryToResolveArena (a lone member wins by default when the arena closes):
    /// on a widget with no recognizer the tracker is alone, wins at the down, and the proxy fails.
    @Test("alone in the arena the tracker wins at the down and the proxy fails")
    func aloneTrackerWins() {
        let f = FlutterFixture(tracker: true, proxy: true, [widget("banner", P.card)])
        f.down(P.onCard)
        #expect(f.take([.arena, .gesture]) == ["arena 1 flutter.tracker accepted", "gesture proxy failed"])
        f.wait(T.hold)
        f.up(P.onCard)
        #expect(f.take([.arena, .gesture]).isEmpty)
    }

    /// gestures/arena.dart, _resolveInFavorOf (the winner's rivals are rejected in the order they
    /// joined, then it is accepted): the carousel claims a sideways drag past kTouchSlop, the feed and
    /// the tracker are rejected, and the proxy begins, changes with the moves and ends with the up.
    @Test("a Flutter drag that claims rejects the tracker; the proxy begins, changes and ends")
    func claimedDragBeginsProxy() {
        let f = feed()
        f.drag(from: P.onCarousel, to: Point(P.onCarousel.x - 150, P.onCarousel.y), lift: false)
        #expect(f.take([.arena]) == [
            "arena 1 feed.verticalDrag rejected", "arena 1 flutter.tracker rejected", "arena 1 carousel.horizontalDrag accepted",
        ])
        f.wait(FlutterFixture.frame)
        f.move(Point(P.onCarousel.x - 160, P.onCarousel.y))
        f.up(Point(P.onCarousel.x - 160, P.onCarousel.y))
        #expect(f.log([.gesture, .changed]).first == "gesture proxy began")
        #expect(f.log([.gesture, .changed]).contains("gesture proxy changed"))
        #expect(f.log([.gesture]) == ["gesture proxy began", "gesture proxy ended"])
    }

    /// monodrag.dart, PanGestureRecognizer.hasSufficientGlobalDistanceToAccept (`abs() > kPanSlop`): a
    /// sideways swipe on the vertical feed, which nothing in Flutter claims, is the tracker's once it
    /// has gone more than 36 px; the proxy then fails.
    @Test("the tracker claims an unwanted swipe past kPanSlop and the proxy fails",
          arguments: [(FlutterConstants.panSlop, false), (FlutterConstants.panSlop + 1, true)])
    func trackerClaimsPastPanSlop(distance: Double, claims: Bool) {
        let f = feed()
        f.down(P.onFeed)
        f.wait(FlutterFixture.frame)
        f.move(Point(P.onFeed.x + distance, P.onFeed.y))
        #expect(f.take([.arena, .gesture]) == (claims
            ? ["arena 1 feed.verticalDrag rejected", "arena 1 flutter.tracker accepted", "gesture proxy failed"]
            : []))
    }

    /// arena_test.dart, "Should win by sweep": a tap on the like button wins the sweep at the up; the
    /// tracker loses, so the proxy begins — and ends at once, the touch being over.
    @Test("a tap on a button wins; the proxy begins and ends at the up")
    func tapBeginsAndEndsProxy() {
        let f = feed()
        f.down(P.onLike)
        #expect(f.take([.gesture, .action]).isEmpty)
        f.wait(T.hold)
        f.up(P.onLike)
        #expect(f.take([.gesture, .action]).sorted() == ["action like.tap", "gesture proxy began", "gesture proxy ended"])
    }

    /// long_press_test.dart, "Should recognize long press": the long press claims at kLongPressTimeout,
    /// rejecting the tracker, so the proxy begins while the finger is still down and ends at the up.
    @Test("a long press that claims at its deadline begins the proxy before the up")
    func longPressBeginsProxy() {
        let f = FlutterFixture(tracker: true, proxy: true, [widget("card", P.card, onLongPress: "card.menu")])
        f.down(P.onCard)
        f.wait(T.longHold)
        f.up(P.onCard)
        #expect(f.timed([.gesture]) == ["\(FlutterConstants.longPressTimeout) gesture proxy began", "\(T.longHold) gesture proxy ended"])
    }

    /// drag_test.dart, "On multiple pointers, DragGestureRecognizer is canceled when all pointers are
    /// canceled (FIFO)" and monodrag.dart, DragGestureRecognizer.didStopTrackingLastPointer (a pan lifted
    /// before it was accepted rejects itself), with arena_test.dart, "Should win by sweep": at the up on
    /// the like button the feed's drag and the tracker give up as they hear the up, in the order they
    /// joined, and the sweep then accepts the tap.
    @Test("the tracker gives up at an unclaimed up, before the sweep")
    func trackerGivesUpAtUp() {
        let f = feed()
        f.tap(P.onLike)
        #expect(f.log([.arena]) == [
            "arena 1 feed.verticalDrag rejected", "arena 1 flutter.tracker rejected", "arena 1 like.tap accepted",
        ])
    }

    /// monodrag.dart, DragGestureRecognizer.didStopTrackingLastPointer: with a double tap holding the
    /// arena, the tracker still gives up at the up, so the proxy begins and ends there; the double tap,
    /// left alone, wins by default (arena.dart's _resolveByDefault does not wait for the hold), and its
    /// timeout later finds the arena gone.
    @Test("a single tap on a double-tap detector rejects the tracker at the up")
    func doubleTapHoldDoesNotKeepTracker() {
        let f = FlutterFixture(tracker: true, proxy: true, [widget("photo", P.card, onDoubleTap: "photo.zoom")])
        f.tap(P.onCard)
        #expect(f.log([.arena]) == ["arena 1 flutter.tracker rejected", "arena 1 photo.doubleTap accepted"])
        #expect(f.log([.gesture]) == ["gesture proxy began", "gesture proxy ended"])
        f.wait(FlutterFixture.quiet)
        #expect(f.log([.arena]).count == 2)
    }
}
