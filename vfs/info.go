package vfs

import (
	"io/fs"
	"time"
)

// Info describes a file, as stat does.
type Info struct {
	Name    string // last component ("/" for the root)
	Size    int64
	Mode    fs.FileMode // type bits and permissions
	ModTime time.Time
	Ino     uint64 // the inode number: unique within the scratch area; the host's on mounted directories
	Dev     uint64 // the device: 1 for the scratch area, 2, 3, ... for the mounts
	Nlink   uint64
}

// IsDir reports whether the file is a directory.
func (i Info) IsDir() bool { return i.Mode.IsDir() }

// fileInfo is Info as an fs.FileInfo and fs.DirEntry.
type fileInfo struct{ i Info }

func (f fileInfo) Name() string               { return f.i.Name }
func (f fileInfo) Size() int64                { return f.i.Size }
func (f fileInfo) Mode() fs.FileMode          { return f.i.Mode }
func (f fileInfo) ModTime() time.Time         { return f.i.ModTime }
func (f fileInfo) IsDir() bool                { return f.i.Mode.IsDir() }
func (f fileInfo) Sys() any                   { return nil }
func (f fileInfo) Type() fs.FileMode          { return f.i.Mode.Type() }
func (f fileInfo) Info() (fs.FileInfo, error) { return f, nil }
func (f fileInfo) String() string             { return fs.FormatFileInfo(f) }
