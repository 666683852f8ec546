package redisstore

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/internal/redistest"
	"github.com/pyinterp/pyinterp/session"
)

func newStore(t *testing.T, ttl time.Duration) *Store {
	t.Helper()
	s, err := New(context.Background(), Options{URL: redistest.URL(t), TTL: ttl, Prefix: fmt.Sprintf("pyinterp-test:%d:", time.Now().UnixNano())})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// TestStoreVersions: saves are compare-and-set on the version.
func TestStoreVersions(t *testing.T) {
	ctx := context.Background()
	s := newStore(t, time.Minute)
	r := &session.Record{ID: "a", Options: session.Options{MaxMemory: 5}, Created: time.Unix(100, 0).UTC()}
	v, err := s.Save(ctx, r, []byte("one"), 0)
	if err != nil || v != 1 {
		t.Fatalf("first save: %d %v", v, err)
	}
	if _, err := s.Save(ctx, r, []byte("again"), 0); session.CodeOf(err) != session.Conflict {
		t.Fatalf("a second creation: %v", err)
	}
	if v, err = s.Save(ctx, r, []byte("two"), 1); err != nil || v != 2 {
		t.Fatalf("second save: %d %v", v, err)
	}
	if _, err := s.Save(ctx, r, []byte("stale"), 1); session.CodeOf(err) != session.Conflict {
		t.Fatalf("a stale save: %v", err)
	}
	rec, state, v, err := s.Load(ctx, "a")
	if err != nil || string(state) != "two" || v != 2 || rec.Options.MaxMemory != 5 || !rec.Created.Equal(r.Created) {
		t.Fatalf("Load: %+v %q %d %v", rec, state, v, err)
	}
	if v, err := s.Version(ctx, "a"); err != nil || v != 2 {
		t.Fatalf("Version: %d %v", v, err)
	}
	s.Delete(ctx, "a")
	if _, _, _, err := s.Load(ctx, "a"); session.CodeOf(err) != session.NotFound {
		t.Fatalf("after Delete: %v", err)
	}
	if _, err := s.Save(ctx, r, nil, 2); session.CodeOf(err) != session.NotFound {
		t.Fatalf("saving a deleted session: %v", err)
	}
}

// TestStoreExpires: keys expire with the TTL, and Touch starts it again.
func TestStoreExpires(t *testing.T) {
	ctx := context.Background()
	const ttl = time.Second
	s := newStore(t, ttl)
	if err := s.Put(ctx, &session.Record{ID: "e"}); err != nil {
		t.Fatal(err)
	}
	// Touched every 400 ms for 1.6 s in all: longer than the TTL, so the
	// session survives only because each touch extends it.
	last := time.Now()
	for i := 0; i < 4; i++ {
		time.Sleep(400 * time.Millisecond)
		if gap := time.Since(last); gap >= ttl {
			t.Skipf("machine too loaded: %v between touches (TTL %v)", gap, ttl)
		}
		if err := s.Touch(ctx, "e", time.Now()); err != nil {
			t.Fatal(err)
		}
		last = time.Now()
	}
	if _, err := s.Version(ctx, "e"); err != nil {
		if gap := time.Since(last); gap >= ttl {
			t.Skipf("machine too loaded: %v after the last touch (TTL %v)", gap, ttl)
		}
		t.Fatalf("touched session gone: %v", err)
	}
	time.Sleep(ttl + 500*time.Millisecond)
	if _, err := s.Version(ctx, "e"); session.CodeOf(err) != session.NotFound {
		t.Fatalf("idle session not expired: %v", err)
	}
}

// TestManagersShareRedis: two managers over one Redis, as two servers.
func TestManagersShareRedis(t *testing.T) {
	ctx := context.Background()
	s := newStore(t, time.Minute)
	a, b := session.New(session.Config{Store: s}), session.New(session.Config{Store: s})
	defer a.Shutdown(ctx)
	defer b.Shutdown(ctx)
	id, err := a.Create(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Run(ctx, id, "x = 41", nil); err != nil {
		t.Fatal(err)
	}
	res, err := b.Run(ctx, id, "x + 1", nil)
	if err != nil || res.Repr != "42" {
		t.Fatalf("on the other manager: %+v %v", res, err)
	}
}
