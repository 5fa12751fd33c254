// The TraceFolderWatch target holds no code: its folder is the package root (Package.swift), which
// is what makes SwiftPM run the TraceTests plugin again when a trace is added, renamed or deleted.
