package vfs

import (
	"errors"
	"io/fs"
	"os"
	"syscall"

	"github.com/pyinterp/pyinterp/eval"
)

// backend is one tree of the namespace: the scratch area or a mount.
// Paths are clean and relative to the backend's root ("." for the root);
// errors are syscall.Errno values (or eval's memory errors). A nil thread
// is the host's call: nothing is charged.
type backend interface {
	// open opens a file (never a directory: EISDIR); flag holds os.O_*
	// bits, without O_APPEND (File appends itself).
	open(t *eval.Thread, rel string, flag int, perm fs.FileMode) (handle, error)
	// stat describes a file, following a final symbolic link if follow.
	stat(t *eval.Thread, rel string, follow bool) (Info, error)
	// readDir lists a directory, sorted by name. The entries carry their
	// Name and the type bits of Mode; the other fields may be zero.
	readDir(t *eval.Thread, rel string) ([]Info, error)
	mkdir(t *eval.Thread, rel string, perm fs.FileMode) error
	mkdirAll(rel string) error
	// remove removes a directory (dir: rmdir) or anything else (unlink).
	remove(t *eval.Thread, rel string, dir bool) error
	rename(t *eval.Thread, from, to string) error
	writable() bool
	close() error
}

// handle is an open file of a backend.
type handle interface {
	readAt(p []byte, off int64) (int, error) // 0, nil at the end
	writeAt(t *eval.Thread, p []byte, off int64) (int, error)
	size() (int64, error)
	truncate(t *eval.Thread, n int64) error
	stat() (Info, error)
	close() error
}

// errnoOf maps an error of the os or io/fs packages to an errno. Errors
// that are neither (a symbolic link leading out of an os.Root, for one)
// are EACCES: the program may not go there.
func errnoOf(err error) error {
	if err == nil {
		return nil
	}
	var errno syscall.Errno
	if errors.As(err, &errno) {
		return errno
	}
	var lim *eval.LimitError
	var exc *eval.Exception
	if errors.As(err, &lim) || errors.As(err, &exc) {
		return err
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return syscall.ENOENT
	case errors.Is(err, fs.ErrExist):
		return syscall.EEXIST
	case errors.Is(err, fs.ErrClosed):
		return syscall.EBADF
	case errors.Is(err, fs.ErrInvalid):
		return syscall.EINVAL
	}
	return syscall.EACCES
}

// isWrite reports whether open flags ask to change anything.
func isWrite(flag int) bool {
	return flag&(os.O_WRONLY|os.O_RDWR|os.O_CREATE|os.O_TRUNC|os.O_APPEND) != 0
}
