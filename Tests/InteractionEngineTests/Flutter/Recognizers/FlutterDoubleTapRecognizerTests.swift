import Testing
@testable import InteractionEngine

/// A photo (0, 100, 375, 400) and points on it measured from `first`.
private enum P {
    static let photo = Rect(0, 100, 375, 400)
    static let first = Point(187, 300)
    /// (13, 10) from `first`: well within kDoubleTapSlop (100).
    static let near = Point(200, 310)
    /// (120, 120) from `first`: about 170 px, beyond kDoubleTapSlop.
    static let far = Point(307, 420)
    /// (15, 15) from `first`: about 21 px, beyond kDoubleTapTouchSlop (18).
    static let slipped = Point(202, 315)
}

private enum T {
    static let hold = FlutterFixture.tapHold
    /// A first tap held long.
    static let longHold = Time.s(1)
    /// Down, up and the next down this far apart: 10 ms from down to down, under kDoubleTapMinTime (40 ms).
    static let rapid = Time.ms(5)
    /// Past kLongPressTimeout.
    static let pastLongPress = Time.ms(600)
    static let tick = Time.ms(1)
    /// Between two taps of a double tap: past kDoubleTapMinTime (40 ms), within kDoubleTapTimeout (300 ms).
    static let gap = Time.ms(100)
    /// Long past kDoubleTapTimeout.
    static let long = Time.s(5)
}

/// DoubleTapGestureRecognizer (gestures/multitap.dart) as GestureDetector.onDoubleTap: after the first
/// tap's up it holds that arena for kDoubleTapTimeout, waiting for a second tap within kDoubleTapSlop;
/// the second up accepts both arenas and fires `onDoubleTap`.
@Suite struct FlutterDoubleTapRecognizerTests {
    private func photo(onTap: String? = nil, onLongPress: String? = nil) -> FlutterFixture {
        FlutterFixture([widget("photo", P.photo, onTap: onTap, onDoubleTap: "photo.zoom", onLongPress: onLongPress)])
    }

    /// double_tap_test.dart, "Should recognize double tap": nothing after the first tap; onDoubleTap on
    /// the second tap's up.
    @Test("two taps close in time and place fire onDoubleTap on the second up")
    func recognizesDoubleTap() {
        let f = photo()
        f.tap(P.first)
        #expect(f.take(.callbacks).isEmpty)
        f.wait(T.gap)
        f.down(P.near)
        f.wait(T.hold)
        #expect(f.take(.callbacks).isEmpty)
        f.up(P.near)
        #expect(f.take(.callbacks) == ["action photo.zoom"])
    }

    /// double_tap_test.dart, "Inter-tap distance cancels double tap": a second tap beyond kDoubleTapSlop
    /// is not the second tap of a double tap.
    @Test("a second tap beyond kDoubleTapSlop makes no double tap")
    func interTapDistance() {
        let f = photo()
        f.tap(P.first)
        f.wait(T.gap)
        f.tap(P.far)
        f.wait(T.long)
        #expect(f.log(.callbacks).isEmpty)
    }

    /// double_tap_test.dart, "Intra-tap distance cancels double tap": a first tap that moved beyond
    /// kDoubleTapTouchSlop is rejected, so the next tap is a first tap again.
    @Test("a first tap that moved beyond the touch slop does not count")
    func intraTapDistance() {
        let f = photo()
        f.down(P.first)
        f.wait(T.hold)
        f.move(P.slipped)
        f.up(P.slipped)
        f.wait(T.gap)
        f.tap(P.near)
        f.wait(T.long)
        #expect(f.log(.callbacks).isEmpty)
    }

    /// double_tap_test.dart, "Inter-tap delay resets double tap, allowing third tap to be a double-tap":
    /// after kDoubleTapTimeout the second tap starts afresh, and a third one soon after completes it.
    @Test("a tap after the timeout starts afresh; a quick third tap makes the double tap")
    func interTapDelayResets() {
        let f = photo()
        f.tap(P.first)
        f.wait(T.long)
        f.tap(P.first)
        #expect(f.take(.callbacks).isEmpty)
        f.wait(T.gap)
        f.tap(P.near)
        #expect(f.take(.callbacks) == ["action photo.zoom"])
    }

    /// double_tap_test.dart, "Intra-tap delay does not cancel double tap": the timeout runs from the first
    /// up, so a first tap held for a second still pairs with a quick second tap.
    @Test("holding the first tap long does not cancel the double tap")
    func intraTapDelay() {
        let f = photo()
        f.tap(P.first, hold: T.longHold)
        f.wait(T.hold)
        f.tap(P.near)
        #expect(f.log(.callbacks) == ["action photo.zoom"])
    }

    /// double_tap_test.dart, "Should not recognize two overlapping taps": two fingers down together are
    /// not a double tap; the first up rejects the other finger's tracker.
    @Test("two fingers down together make no double tap")
    func overlappingTaps() {
        let f = photo()
        f.down(P.first, finger: 1)
        f.down(P.near, finger: 2)
        f.wait(T.hold)
        f.up(P.first, finger: 1)
        f.up(P.near, finger: 2)
        f.wait(T.long)
        #expect(f.log(.callbacks).isEmpty)
    }

    /// double_tap_test.dart, "Should recognize one tap of group followed by second tap": after two
    /// overlapping fingers, the first one's tap pairs with a tap that follows within the timeout.
    @Test("after two overlapping fingers, a quick tap completes a double tap")
    func groupFollowedBySecondTap() {
        let f = photo()
        f.down(P.first, finger: 1)
        f.down(P.near, finger: 2)
        f.wait(T.hold)
        f.up(P.first, finger: 1)
        f.up(P.near, finger: 2)
        #expect(f.take(.callbacks).isEmpty)
        f.wait(T.gap)
        f.tap(P.first)
        #expect(f.take(.callbacks) == ["action photo.zoom"])
    }

    /// double_tap_test.dart, "Should not recognize two over-rapid taps": a second down sooner than
    /// kDoubleTapMinTime (40 ms) after the first tap's down starts a new first tap instead.
    @Test("two taps closer than kDoubleTapMinTime make no double tap")
    func overRapidTaps() {
        let f = photo()
        f.tap(P.first, hold: T.rapid)
        f.wait(T.rapid)
        f.tap(P.near, hold: T.rapid)
        f.wait(T.long)
        #expect(f.log(.callbacks).isEmpty)
    }

    /// double_tap_test.dart, "Passive gesture should trigger on double tap cancel": with onTap beside it,
    /// a single tap fires only when kDoubleTapTimeout passes; the double tap gives up, the hold is
    /// released and the tap wins the delayed sweep.
    @Test("a single tap beside a double tap fires kDoubleTapTimeout after its up")
    func passiveTapAfterTimeout() {
        let f = photo(onTap: "photo.select")
        f.tap(P.first)
        let up = f.world.clock.now
        f.wait(FlutterConstants.doubleTapTimeout - T.tick)
        #expect(f.take(.arenaAndCallbacks).isEmpty)
        f.wait(T.tick)
        #expect(f.timed(.arenaAndCallbacks) == [
            "\(up + FlutterConstants.doubleTapTimeout) arena 1 photo.doubleTap rejected",
            "\(up + FlutterConstants.doubleTapTimeout) arena 1 photo.tap accepted",
            "\(up + FlutterConstants.doubleTapTimeout) action photo.select",
        ])
    }

    /// double_tap_test.dart, "Should recognize double tap", with onTap beside it: the second up accepts
    /// both held arenas for the double tap, the tap is rejected in each, and only onDoubleTap fires.
    @Test("a double tap beside a tap wins both arenas; the tap never fires")
    func doubleTapBeatsTap() {
        let f = photo(onTap: "photo.select")
        f.tap(P.first)
        f.wait(T.gap)
        f.tap(P.near)
        #expect(f.take(.arenaAndCallbacks) == [
            "arena 1 photo.tap rejected", "arena 1 photo.doubleTap accepted",
            "arena 2 photo.tap rejected", "arena 2 photo.doubleTap accepted",
            "action photo.zoom",
        ])
        f.wait(T.long)
        #expect(f.take(.arenaAndCallbacks).isEmpty)
    }

    /// double_tap_test.dart, "Should cancel on arena reject during first tap": a long press winning the
    /// first tap's arena rejects the double tap, so a quick tap afterwards is only a first tap.
    @Test("a long press that wins the first tap's arena cancels the double tap")
    func rejectedDuringFirstTap() {
        let f = photo(onLongPress: "photo.menu")
        f.tap(P.first, hold: T.pastLongPress)
        f.wait(T.gap)
        f.tap(P.near)
        f.wait(T.long)
        #expect(f.log(.callbacks) == ["action photo.menu began", "action photo.menu ended"])
    }
}
