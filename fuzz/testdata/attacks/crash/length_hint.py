# Lengths and length hints the program controls: a builtin that sizes its
# result from __len__ or __length_hint__ before iterating must not trust
# them.
# --- list_from_length_hint
class X:
    def __iter__(self):
        return iter([1, 2])
    def __length_hint__(self):
        return 2**62
list(X())
# --- list_from_len
class X:
    def __len__(self):
        return 2**63 - 1
    def __iter__(self):
        return iter([1])
list(X())
# --- tuple_from_len
class X:
    def __len__(self):
        return 2**62
    def __iter__(self):
        return iter([])
tuple(X())
# --- bytes_from_len
class X:
    def __len__(self):
        return 2**62
    def __iter__(self):
        return iter([1])
bytes(X())
# --- bytearray_from_length_hint
class X:
    def __iter__(self):
        return iter([1])
    def __length_hint__(self):
        return 2**62
bytearray(X())
# --- list_extend_length_hint
class X:
    def __iter__(self):
        return iter([1])
    def __length_hint__(self):
        return 2**62
[].extend(X())
# --- sorted_length_hint
class X:
    def __iter__(self):
        return iter([2, 1])
    def __length_hint__(self):
        return 2**62
sorted(X())
# --- str_join_length_hint
class X:
    def __iter__(self):
        return iter(['a'])
    def __length_hint__(self):
        return 2**62
''.join(X())
# --- dict_from_length_hint
class X:
    def __iter__(self):
        return iter([(1, 2)])
    def __length_hint__(self):
        return 2**62
dict(X())
# --- set_from_len
class X:
    def __len__(self):
        return 2**62
    def __iter__(self):
        return iter([1])
set(X())
# --- map_length_hint
class X:
    def __iter__(self):
        return self
    def __next__(self):
        raise StopIteration
    def __length_hint__(self):
        return 2**62
list(map(abs, X()))
# --- zip_length_hints
class X:
    def __iter__(self):
        return iter([1])
    def __length_hint__(self):
        return 2**62
list(zip(X(), X()))
# --- reversed_len
class X:
    def __len__(self):
        return 2**62
    def __getitem__(self, i):
        if i > 2**62 - 3:
            return i
        raise IndexError(i)
list(reversed(X()))
# --- deque_length_hint
import collections
class X:
    def __iter__(self):
        return iter([1])
    def __length_hint__(self):
        return 2**62
collections.deque(X())
# --- array_like_len_negative
class X:
    def __len__(self):
        return -1
    def __iter__(self):
        return iter([1])
list(X())
# --- length_hint_operator
import operator
class X:
    def __length_hint__(self):
        return 2**62
[None] * operator.length_hint(X())
# --- list_repeat_len_index
class N:
    def __index__(self):
        return 2**62
[0] * N()
# --- str_repeat_index
class N:
    def __index__(self):
        return 2**40
'ab' * N()
# --- bytearray_index_size
class N:
    def __index__(self):
        return 2**40
bytearray(N())
