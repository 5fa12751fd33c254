import Dispatch
import Synchronization
import TraceFiles

extension SuiteRunner {
    /// Runs `files` on up to `jobs` threads at once — traces are independent, each on a world of its
    /// own — and hands each outcome to `report` in the order of `files`, as soon as it and every one
    /// before it are done, so output reads the same whatever finishes first.
    public func run(_ files: [TraceFile], updateGoldens: Bool = false, jobs: Int,
                    report: (TraceOutcome) -> Void = { _ in }) -> [TraceOutcome] {
        let jobs = max(1, min(jobs, files.count))
        guard jobs > 1 else {
            return files.map { file in
                let outcome = run(file, updateGoldens: updateGoldens)
                report(outcome)
                return outcome
            }
        }
        let state = Mutex(Progress(count: files.count))
        let taken = Atomic<Int>(0)
        withoutActuallyEscaping(report) { report in
            let box = UncheckedSendable(report)
            DispatchQueue.concurrentPerform(iterations: jobs) { _ in
                // Each worker takes the next trace not yet taken, so a slow trace holds up one worker only.
                while true {
                    let index = taken.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard index < files.count else { return }
                    let outcome = run(files[index], updateGoldens: updateGoldens)
                    state.withLock { progress in
                        progress.outcomes[index] = outcome
                        while progress.next < progress.outcomes.count, let ready = progress.outcomes[progress.next] {
                            box.value(ready)
                            progress.next += 1
                        }
                    }
                }
            }
        }
        return state.withLock { $0.outcomes.map { $0! } }
    }

    /// The outcomes so far, and the first one not yet reported.
    private struct Progress: Sendable {
        var outcomes: [TraceOutcome?]
        var next = 0

        init(count: Int) {
            outcomes = Array(repeating: nil, count: count)
        }
    }
}

/// A value used only under the suite's lock, which makes it safe to share between the workers.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
