// Package session manages pyinterp sessions for servers: the part of
// `pyinterp serve` (and of the MCP server) that does not depend on the
// transport.
//
// A Manager holds sessions. Each is a Python namespace with its options
// (authorized imports, limits, smolagents-compatible options, the tools
// its client offers) that runs code one run at a time: a second run, or
// any other operation, while one is running fails with a Busy error;
// Cancel stops the running run. Sessions idle longer than the TTL expire;
// the number of sessions and the memory they may use in all (each
// session reserves its max_memory when it is created) are bounded, with
// clear errors.
//
// Where a session runs is its Backend's business: InProcess (the default)
// runs it in this process on the embedding API; package server adds
// worker processes, so that a crash costs one session, not the server.
// Session records (options, times) are kept in a Store (MemoryStore by
// default), the seam for keeping them elsewhere.
//
// Values cross the manager as typed JSON (package pyjson): results,
// variables and tool arguments are already encoded, so a transport
// passes them through and a worker process's answers need no decoding.
//
// Tool calls go back to the client through the ToolCaller a transport
// passes to Run: the run waits for the client's answer (a value, or an
// exception the Python code can catch) and continues.
//
// Everything the manager does is written to its slog.Logger as an audit
// trail (sessions, runs, tool calls, refused imports and attributes,
// limits hit), and counted in Stats for metrics.
package session
