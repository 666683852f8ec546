# Calls that never end by themselves: each must end at the run's
# deadline (or raise at once).
# --- nan_dict_get
d = {float('nan'): 1}
d.get(float('nan'))
# --- nan_in_dict
d = {float('nan'): 1}
float('nan') in d
# --- nan_dict_getitem
d = {float('nan'): 1}
d[float('nan')]
# --- nan_set_contains
s = {float('nan')}
float('nan') in s
# --- nan_set_discard
s = {float('nan'), float('nan')}
s.discard(float('nan'))
# --- nan_dict_pop
d = {float('nan'): 1}
d.pop(float('nan'), None)
# --- nan_dict_setdefault
d = {float('nan'): 1}
d.setdefault(float('nan'), 2)
# --- nan_many_keys_lookup
d = {float('nan'): i for i in range(10**5)}
for i in range(100):
    float('nan') in d
# --- nan_counter
import collections
c = collections.Counter([float('nan')] * 1000)
c[float('nan')]
# --- same_hash_many_keys
class K:
    def __hash__(self):
        return 0
    def __eq__(self, o):
        return self is o
d = {K(): i for i in range(10**5)}
# --- same_hash_ints
d = {}
for i in range(10**6):
    d[i * (2**61 - 1)] = i
# --- queue_get_empty
import queue
queue.Queue().get()
# --- queue_put_full
import queue
q = queue.Queue(1)
q.put(1)
q.put(2)
# --- queue_join_unfinished
import queue
q = queue.Queue()
q.put(1)
q.join()
# --- lifo_get_empty
import queue
queue.LifoQueue().get()
# --- priority_get_timeout_huge
import queue
queue.PriorityQueue().get(timeout=10**9)
# --- simplequeue_get
import queue
queue.SimpleQueue().get()
# --- sleep_huge
import time
time.sleep(10**9)
# --- sleep_inf
import time
time.sleep(float('inf'))
# --- sleep_loop
import time
while True:
    time.sleep(0.001)
# --- sum_count
import itertools
sum(itertools.count())
# --- max_count
import itertools
max(itertools.count())
# --- any_repeat_false
import itertools
any(itertools.repeat(False))
# --- all_repeat_true
import itertools
all(itertools.repeat(True))
# --- in_cycle
import itertools
'b' in itertools.cycle('a')
# --- deque_maxlen_repeat
import collections, itertools
collections.deque(itertools.repeat(1), maxlen=1)
# --- join_repeat_empty
import itertools
''.join(itertools.repeat(''))
# --- bytes_join_repeat_empty
import itertools
b''.join(itertools.repeat(b''))
# --- min_iter_callable
min(iter(int, 1))
# --- dict_update_repeat
import itertools
{}.update(itertools.repeat((1, 2)))
# --- set_update_repeat
import itertools
set().update(itertools.repeat(1))
# --- list_index_cycle_missing
import itertools
for x in itertools.cycle([1]):
    pass
# --- sorted_repeat
import itertools
sorted(itertools.islice(itertools.repeat(1), 10**9))
# --- zip_strict_infinite
import itertools
list(zip(itertools.count(), itertools.repeat(None), strict=False))[:1]
# --- heapq_merge_infinite
import heapq, itertools
for x in heapq.merge(itertools.count(), itertools.count()):
    pass
# --- groupby_infinite_one_group
import itertools
next(itertools.groupby(itertools.repeat(1)))[1].__next__()
list(next(itertools.groupby(itertools.repeat(1)))[1])
# --- dropwhile_forever
import itertools
next(itertools.dropwhile(lambda x: True, itertools.count()))
# --- filterfalse_forever
import itertools
next(itertools.filterfalse(lambda x: True, itertools.count()))
# --- compress_forever
import itertools
next(itertools.compress(itertools.count(), itertools.repeat(0)))
# --- statistics_mean_of_count
import statistics, itertools
statistics.mean(itertools.count())
# --- generator_loop_in_except
def g():
    while True:
        try:
            yield 1
        except GeneratorExit:
            continue
x = g()
next(x)
del x
# --- generator_ignores_close
def g():
    while True:
        try:
            yield 1
        except BaseException:
            pass
x = g()
next(x)
x.close()
# --- finally_loop
try:
    pass
finally:
    while True:
        pass
# --- with_exit_loops
class C:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        while True:
            pass
with C():
    pass
# --- del_loops
class C:
    def __del__(self):
        while True:
            pass
c = C()
del c
# --- repr_loops_in_exception
class S:
    def __repr__(self):
        while True:
            pass
raise ValueError([S()])
# --- str_loops_in_exception
class S:
    def __str__(self):
        while True:
            pass
raise ValueError(S())
# --- hash_loops_in_dict
class K:
    def __hash__(self):
        while True:
            pass
{K(): 1}
# --- sort_key_loops
sorted([1, 2], key=lambda x: [0 for _ in iter(int, 1)])
# --- repeat_empty_deque
import collections
collections.deque() * 10**15
# --- repeat_empty_deque_inplace
import collections
d = collections.deque()
d *= 10**15
# --- repeat_deque_maxlen_zero
import collections
collections.deque([1, 2], maxlen=0) * 10**15
# --- repeat_empty_sequences
import array, collections
for x in [[], (), '', b'', bytearray(), array.array('i'), collections.UserList(), collections.UserString('')]:
    for _ in range(1000):
        x * (2**62)
