// Package vfs is the file system a Python program sees: a per-executor
// tree of guest paths made of an in-memory writable scratch area and host
// mounts, with quotas.
//
// # Layout
//
// The guest namespace is POSIX-like and rooted at "/". Everything not
// under a mount is the scratch area, held in memory (nodes in a tree; a
// file is a byte slice). Mounts graft other trees at a guest directory:
//
//   - MountFS: an io/fs.FS, read-only (embedded data, fstest.MapFS, ...);
//   - MountDir: a host directory, read-only or read-write, reached only
//     through an os.Root, so that no path — "..", an absolute symlink, a
//     symlink to a parent, a symlink swapped during the call — resolves
//     outside it.
//
// Guest paths are resolved lexically first (clean): relative paths join
// the current directory (Chdir), "." and ".." are removed ("/.." is "/"),
// NUL bytes are refused, a name longer than 255 bytes or a path of 4096
// bytes or more is ENAMETOOLONG, as Linux does. The cleaned path then
// picks the mount with the longest guest prefix, and only the part below
// the mount point reaches the mount. A path therefore never climbs out of
// a mount, whatever its form.
//
// # Two faces
//
// The program's side (OpenFile, Stat, ReadDir, Mkdir, Remove, Rename,
// Chdir, ...) takes the run's *eval.Thread: memory for file contents and
// listings is charged through eval's allocation path before it is
// allocated, the work of copying bytes is counted, and the quotas of
// Options apply (a quota reached is a terminal *eval.LimitError of kind
// eval.LimitFiles: no try/except catches it). Its errors are
// *fs.PathError values wrapping a syscall.Errno (ENOENT, EISDIR, EACCES,
// ...) that the io layer turns into CPython's OSError subclasses.
//
// The host's side (WriteFile, ReadFile, ReadDir, Stat, MkdirAll, Remove,
// RemoveAll, the io/fs view IOFS, Usage) puts files in and reads back what
// the program wrote; it is not charged to any run and ignores the quotas
// (it may still not write into read-only mounts).
//
// # Memory
//
// File contents in the scratch area live in the host's memory: they are
// charged to the run that writes them, and HeldBytes (what the scratch
// area holds) is charged again at the start of every run, so that files
// count against the memory limit like any other value.
//
// An FS is safe for concurrent use: one mutex serialises every operation.
package vfs
