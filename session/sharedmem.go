package session

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// SharedMemoryStore is a SharedStore in this process's memory: for
// several managers in one process (tests of what servers sharing a Redis
// do) and as the model of a shared store's semantics.
type SharedMemoryStore struct {
	MemoryStore
	mu     sync.Mutex
	states map[string]sharedState
	paused map[string][]byte
}

type sharedState struct {
	data    []byte
	version int64
}

// NewSharedMemoryStore returns an empty SharedMemoryStore.
func NewSharedMemoryStore() *SharedMemoryStore {
	return &SharedMemoryStore{MemoryStore: MemoryStore{records: map[string]*Record{}}, states: map[string]sharedState{}}
}

// Put implements Store: a new session with an empty state.
func (s *SharedMemoryStore) Put(ctx context.Context, r *Record) error {
	_, err := s.Save(ctx, r, nil, 0)
	return err
}

// Save implements SharedStore.
func (s *SharedMemoryStore) Save(ctx context.Context, r *Record, state []byte, version int64) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	cur, ok := s.states[r.ID]
	switch {
	case !ok && version != 0:
		return 0, &Error{Code: NotFound, Message: fmt.Sprintf("session %s expired or was closed while this operation ran", r.ID)}
	case ok && cur.version != version:
		return 0, &Error{Code: Conflict, Message: fmt.Sprintf("session %s was changed by another server while this operation ran: its changes were not saved (the other server's were); retry", r.ID)}
	}
	s.states[r.ID] = sharedState{data: append([]byte(nil), state...), version: version + 1}
	s.MemoryStore.Put(ctx, r)
	return version + 1, nil
}

// Load implements SharedStore.
func (s *SharedMemoryStore) Load(ctx context.Context, id string) (*Record, []byte, int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	st, ok := s.states[id]
	if !ok {
		return nil, nil, 0, &Error{Code: NotFound, Message: "no session " + id}
	}
	r, err := s.MemoryStore.Get(ctx, id)
	if err != nil {
		return nil, nil, 0, err
	}
	return r, st.data, st.version, nil
}

// Version implements SharedStore.
func (s *SharedMemoryStore) Version(_ context.Context, id string) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	st, ok := s.states[id]
	if !ok {
		return 0, &Error{Code: NotFound, Message: "no session " + id}
	}
	return st.version, nil
}

// Delete implements Store.
func (s *SharedMemoryStore) Delete(ctx context.Context, id string) error {
	s.mu.Lock()
	delete(s.states, id)
	s.mu.Unlock()
	return s.MemoryStore.Delete(ctx, id)
}

// Touch implements Store.
func (s *SharedMemoryStore) Touch(ctx context.Context, id string, t time.Time) error {
	return s.MemoryStore.Touch(ctx, id, t)
}

// SavePaused implements PausedRunStore.
func (s *SharedMemoryStore) SavePaused(_ context.Context, id string, data []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.paused == nil {
		s.paused = map[string][]byte{}
	}
	s.paused[id] = append([]byte(nil), data...)
	return nil
}

// LoadPaused implements PausedRunStore.
func (s *SharedMemoryStore) LoadPaused(_ context.Context, id string) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.paused[id], nil
}

// DeletePaused implements PausedRunStore.
func (s *SharedMemoryStore) DeletePaused(_ context.Context, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.paused, id)
	return nil
}
