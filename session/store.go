package session

import (
	"context"
	"sync"
	"time"
)

// Record is what a Store keeps of a session: enough to list, expire and
// (for a store shared between servers) find it.
type Record struct {
	ID       string
	Options  Options
	Created  time.Time
	LastUsed time.Time
}

// Store keeps session records. The manager writes a record when a
// session is created, touches it on every use, and deletes it when the
// session is closed or expires. The running interpreters themselves stay
// in the manager's process (or its workers); a SharedStore adds
// snapshots of them, for servers that share sessions.
type Store interface {
	// Put adds a record.
	Put(ctx context.Context, r *Record) error
	// Get returns a record, or an error of Code NotFound.
	Get(ctx context.Context, id string) (*Record, error)
	// Touch sets a record's LastUsed.
	Touch(ctx context.Context, id string, t time.Time) error
	// Delete removes a record (no error if there is none).
	Delete(ctx context.Context, id string) error
	// IdleSince lists the sessions last used before t.
	IdleSince(ctx context.Context, t time.Time) ([]string, error)
}

// MemoryStore is a Store in this process's memory.
type MemoryStore struct {
	mu      sync.Mutex
	records map[string]*Record
}

// NewMemoryStore returns an empty MemoryStore.
func NewMemoryStore() *MemoryStore { return &MemoryStore{records: map[string]*Record{}} }

// Put implements Store.
func (s *MemoryStore) Put(_ context.Context, r *Record) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := *r
	s.records[r.ID] = &c
	return nil
}

// Get implements Store.
func (s *MemoryStore) Get(_ context.Context, id string) (*Record, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.records[id]
	if !ok {
		return nil, &Error{Code: NotFound, Message: "no session " + id}
	}
	c := *r
	return &c, nil
}

// Touch implements Store.
func (s *MemoryStore) Touch(_ context.Context, id string, t time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r, ok := s.records[id]; ok {
		r.LastUsed = t
	}
	return nil
}

// Delete implements Store.
func (s *MemoryStore) Delete(_ context.Context, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.records, id)
	return nil
}

// IdleSince implements Store.
func (s *MemoryStore) IdleSince(_ context.Context, t time.Time) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var ids []string
	for id, r := range s.records {
		if r.LastUsed.Before(t) {
			ids = append(ids, id)
		}
	}
	return ids, nil
}

// SharedStore is a Store that several servers share (package redisstore):
// besides the record it keeps each session's state (a snapshot of its
// namespace, docs/snapshot.md) under a version that every write
// increments. A manager writes the state after each operation that
// changes it, compare-and-set on the version it last read; it reloads the
// state when the stored version is newer than its copy (another server
// ran the session), and opens sessions it does not hold from the store.
// The store expires sessions itself (IdleSince may return none; the
// manager evicts its idle copies without deleting the stored session).
type SharedStore interface {
	Store
	// Load returns a session's record, state and version, or an error of
	// Code NotFound.
	Load(ctx context.Context, id string) (*Record, []byte, int64, error)
	// Save writes the record and the state if the stored version is
	// still version (0: a new session), and returns the new version; an
	// error of Code Conflict when another write came first, NotFound
	// when the session is gone.
	Save(ctx context.Context, r *Record, state []byte, version int64) (int64, error)
	// Version returns the stored version, or an error of Code NotFound.
	Version(ctx context.Context, id string) (int64, error)
}
