// Package redisstore keeps pyinterp sessions in Redis, so that several
// `pyinterp serve` replicas share them (session.SharedStore): each
// session is one Redis hash holding its record (options, times), the
// snapshot of its namespace and a version, expiring with the session's
// TTL. Writes are compare-and-set on the version (a Lua script, atomic in
// Redis): of two replicas that ran the same session at once, the first to
// write wins and the other gets a session.Conflict error.
package redisstore

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strconv"

	"time"

	"github.com/redis/go-redis/v9"

	"github.com/pyinterp/pyinterp/session"
)

// Store is a session.SharedStore in Redis.
type Store struct {
	c      *redis.Client
	prefix string
	ttl    time.Duration // <= 0: keys do not expire
}

// Options configure New.
type Options struct {
	// URL is redis://[:PASSWORD@]HOST:PORT[/DB].
	URL string
	// TTL expires a session's key after that long without use (the
	// manager's session TTL); 0 or negative: never.
	TTL time.Duration
	// Prefix starts every key (default "pyinterp:session:").
	Prefix string
}

// New connects to Redis (and checks the connection with a PING).
func New(ctx context.Context, o Options) (*Store, error) {
	u, err := url.Parse(o.URL)
	if err != nil || u.Scheme != "redis" || u.Host == "" {
		return nil, fmt.Errorf("redis store: %q is not a redis://HOST:PORT/DB URL", o.URL)
	}
	opt, err := redis.ParseURL(o.URL)
	if err != nil {
		return nil, fmt.Errorf("redis store: %v", err)
	}
	s := &Store{c: redis.NewClient(opt), prefix: o.Prefix, ttl: o.TTL}
	if s.prefix == "" {
		s.prefix = "pyinterp:session:"
	}
	if err := s.c.Ping(ctx).Err(); err != nil {
		s.c.Close()
		return nil, fmt.Errorf("redis store: cannot reach %s: %v", u.Host, err)
	}
	return s, nil
}

// Close closes the connections.
func (s *Store) Close() error { return s.c.Close() }

func (s *Store) key(id string) string { return s.prefix + id }

func (s *Store) ttlMillis() int64 {
	if s.ttl <= 0 {
		return 0
	}
	return max(s.ttl.Milliseconds(), 1)
}

// record is a session.Record as stored.
type record struct {
	Options  session.Options `json:"options"`
	Created  time.Time       `json:"created"`
	LastUsed time.Time       `json:"last_used"`
}

func encodeRecord(r *session.Record) ([]byte, error) {
	return json.Marshal(record{Options: r.Options, Created: r.Created, LastUsed: r.LastUsed})
}

func decodeRecord(id string, b []byte) (*session.Record, error) {
	var rec record
	if err := json.Unmarshal(b, &rec); err != nil {
		return nil, fmt.Errorf("redis store: session %s: bad record: %v", id, err)
	}
	return &session.Record{ID: id, Options: rec.Options, Created: rec.Created, LastUsed: rec.LastUsed}, nil
}

func notFound(id string) error {
	return &session.Error{Code: session.NotFound, Message: "no session " + id}
}

// save writes record and state if the stored version is ARGV[1] (0: no
// key), making it ARGV[1]+1. It returns the new version, -1 when the
// stored version differs, -2 when the key is gone (expired or deleted).
var save = redis.NewScript(`
local v = redis.call('HGET', KEYS[1], 'version')
if v == false then
  if ARGV[1] ~= '0' then return -2 end
elseif v ~= ARGV[1] then
  return -1
end
local n = tonumber(ARGV[1]) + 1
redis.call('HSET', KEYS[1], 'record', ARGV[2], 'state', ARGV[3], 'version', tostring(n))
if tonumber(ARGV[4]) > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[4]) end
return n
`)

// Put implements session.Store: a new session with an empty state.
func (s *Store) Put(ctx context.Context, r *session.Record) error {
	_, err := s.Save(ctx, r, nil, 0)
	return err
}

// Save implements session.SharedStore.
func (s *Store) Save(ctx context.Context, r *session.Record, state []byte, version int64) (int64, error) {
	rec, err := encodeRecord(r)
	if err != nil {
		return 0, err
	}
	n, err := save.Run(ctx, s.c, []string{s.key(r.ID)}, strconv.FormatInt(version, 10), rec, state, s.ttlMillis()).Int64()
	if err != nil {
		return 0, fmt.Errorf("redis store: %v", err)
	}
	switch n {
	case -1:
		return 0, &session.Error{Code: session.Conflict, Message: fmt.Sprintf(
			"session %s was changed by another server while this operation ran: its changes were not saved (the other server's were); retry", r.ID)}
	case -2:
		return 0, &session.Error{Code: session.NotFound, Message: fmt.Sprintf("session %s expired or was closed while this operation ran", r.ID)}
	}
	return n, nil
}

// Load implements session.SharedStore.
func (s *Store) Load(ctx context.Context, id string) (*session.Record, []byte, int64, error) {
	vals, err := s.c.HMGet(ctx, s.key(id), "record", "state", "version").Result()
	if err != nil {
		return nil, nil, 0, fmt.Errorf("redis store: %v", err)
	}
	if vals[0] == nil || vals[2] == nil {
		return nil, nil, 0, notFound(id)
	}
	r, err := decodeRecord(id, []byte(vals[0].(string)))
	if err != nil {
		return nil, nil, 0, err
	}
	var state []byte
	if st, ok := vals[1].(string); ok {
		state = []byte(st)
	}
	v, err := strconv.ParseInt(vals[2].(string), 10, 64)
	if err != nil {
		return nil, nil, 0, fmt.Errorf("redis store: session %s: bad version", id)
	}
	return r, state, v, nil
}

// Version implements session.SharedStore.
func (s *Store) Version(ctx context.Context, id string) (int64, error) {
	v, err := s.c.HGet(ctx, s.key(id), "version").Int64()
	if errors.Is(err, redis.Nil) {
		return 0, notFound(id)
	}
	if err != nil {
		return 0, fmt.Errorf("redis store: %v", err)
	}
	return v, nil
}

// Get implements session.Store.
func (s *Store) Get(ctx context.Context, id string) (*session.Record, error) {
	b, err := s.c.HGet(ctx, s.key(id), "record").Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, notFound(id)
	}
	if err != nil {
		return nil, fmt.Errorf("redis store: %v", err)
	}
	return decodeRecord(id, b)
}

// Touch implements session.Store: the key's expiry starts again.
func (s *Store) Touch(ctx context.Context, id string, _ time.Time) error {
	if ms := s.ttlMillis(); ms > 0 {
		return s.c.PExpire(ctx, s.key(id), time.Duration(ms)*time.Millisecond).Err()
	}
	return nil
}

// Delete implements session.Store.
func (s *Store) Delete(ctx context.Context, id string) error {
	return s.c.Del(ctx, s.key(id)).Err()
}

// IdleSince implements session.Store: none, since Redis expires the
// keys itself (the manager still evicts its own idle copies).
func (s *Store) IdleSince(context.Context, time.Time) ([]string, error) { return nil, nil }

// Shared implements session.SharedStore.
func (s *Store) Shared() bool { return true }

// String names the store for logs (the URL without its password).
func (s *Store) String() string {
	o := s.c.Options()
	return "redis://" + o.Addr + "/" + strconv.Itoa(o.DB)
}

func (s *Store) pausedKey(id string) string { return s.prefix + "paused:" + id }

// SavePaused implements session.PausedRunStore: the run expires with the
// session's TTL.
func (s *Store) SavePaused(ctx context.Context, id string, data []byte) error {
	return s.c.Set(ctx, s.pausedKey(id), data, time.Duration(s.ttlMillis())*time.Millisecond).Err()
}

// LoadPaused implements session.PausedRunStore.
func (s *Store) LoadPaused(ctx context.Context, id string) ([]byte, error) {
	b, err := s.c.Get(ctx, s.pausedKey(id)).Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, nil
	}
	return b, err
}

// DeletePaused implements session.PausedRunStore.
func (s *Store) DeletePaused(ctx context.Context, id string) error {
	return s.c.Del(ctx, s.pausedKey(id)).Err()
}
