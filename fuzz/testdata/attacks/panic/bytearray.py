# Bytearrays changed by program code a bytearray operation calls.
# --- setitem_index_clears
ba = bytearray(10)
class I:
    def __index__(self):
        ba.clear()
        return 5
ba[I()] = 1
# --- setitem_value_index_clears
ba = bytearray(10)
class V:
    def __index__(self):
        ba.clear()
        return 65
ba[5] = V()
# --- getitem_index_clears
ba = bytearray(10)
class I:
    def __index__(self):
        ba.clear()
        return 5
ba[I()]
# --- delitem_index_clears
ba = bytearray(10)
class I:
    def __index__(self):
        ba.clear()
        return 5
del ba[I()]
# --- slice_assign_generator_clears
ba = bytearray(10)
ba[1:3] = (ba.clear() or x for x in range(5))
# --- ext_slice_assign_generator_clears
ba = bytearray(10)
ba[::2] = (ba.clear() or x for x in range(5))
# --- slice_step_index_clears
ba = bytearray(100)
class I:
    def __index__(self):
        ba.clear()
        return 2
ba[0:90:I()] = bytes(45)
# --- slice_delete_step_clears
ba = bytearray(100)
class I:
    def __index__(self):
        ba.clear()
        return 3
del ba[::I()]
# --- slice_assign_list_of_index_clears
ba = bytearray(10)
class V:
    def __index__(self):
        ba.clear()
        return 1
ba[0:5] = [V(), V(), V()]
# --- extend_generator_clears
ba = bytearray(10)
ba.extend(ba.clear() or x for x in range(5))
# --- extend_map_pops
ba = bytearray(b'abcdef')
ba.extend(map(lambda x: ba.pop() if ba else x, range(20)))
# --- extend_self_iterator
ba = bytearray(b'abc')
ba.extend(iter(ba))
# --- iadd_generator
ba = bytearray(b'abc')
ba += bytes(ba.clear() or x for x in range(3))
# --- insert_index_clears
ba = bytearray(10)
class I:
    def __index__(self):
        ba.clear()
        return 5
ba.insert(I(), 1)
# --- insert_value_clears
ba = bytearray(10)
class V:
    def __index__(self):
        ba.clear()
        return 1
ba.insert(5, V())
# --- append_value_clears
ba = bytearray(10)
class V:
    def __index__(self):
        ba.clear()
        return 1
ba.append(V())
# --- pop_index_clears
ba = bytearray(10)
class I:
    def __index__(self):
        ba.clear()
        return 5
ba.pop(I())
# --- remove_value_clears
ba = bytearray(10)
class V:
    def __index__(self):
        ba.clear()
        return 0
ba.remove(V())
# --- find_bounds_clear
ba = bytearray(b'abc' * 10)
class I:
    def __index__(self):
        ba.clear()
        return 20
ba.find(b'c', 0, I())
# --- count_start_clears
ba = bytearray(b'abc' * 10)
class I:
    def __index__(self):
        ba.clear()
        return 5
ba.count(b'a', I())
# --- index_end_clears
ba = bytearray(b'abc' * 10)
class I:
    def __index__(self):
        ba.clear()
        return 25
ba.index(b'c', 1, I())
# --- contains_index_clears
ba = bytearray(10)
class V:
    def __index__(self):
        ba.clear()
        return 0
V() in ba
# --- mul_index_clears
ba = bytearray(b'abc')
class I:
    def __index__(self):
        ba.clear()
        return 3
ba * I()
# --- imul_index_clears
ba = bytearray(b'abc')
class I:
    def __index__(self):
        ba.clear()
        return 3
ba *= I()
# --- center_width_clears
ba = bytearray(b'abc')
class I:
    def __index__(self):
        ba.clear()
        return 30
ba.center(I())
# --- split_maxsplit_clears
ba = bytearray(b'a b c d')
class I:
    def __index__(self):
        ba.clear()
        return 2
ba.split(maxsplit=I())
# --- replace_count_clears
ba = bytearray(b'aaaa')
class I:
    def __index__(self):
        ba.clear()
        return 2
ba.replace(b'a', b'b', I())
# --- join_iter_clears
ba = bytearray(b'-')
sep = bytearray(b',')
sep.join(sep.clear() or b'x' for _ in range(5))
# --- expandtabs_clears
ba = bytearray(b'a\tb')
class I:
    def __index__(self):
        ba.clear()
        return 4
ba.expandtabs(I())
# --- decode_then_mutate
ba = bytearray(b'abc')
class E:
    def __index__(self):
        ba.extend(b'x' * 1000)
        return 1
ba[E()] = 66
ba.decode()
# --- bytes_from_mutating_iterable
ba = bytearray(10)
bytes(ba.clear() or x for x in range(5))
# --- bytearray_init_self_generator
ba = bytearray(10)
ba.__init__(x for x in ba)
# --- bytearray_init_clears
ba = bytearray(10)
ba.__init__(ba.clear() or x for x in range(5))
# --- translate_table_index
ba = bytearray(b'abc')
ba.translate(bytearray(256))
ba.translate(None, ba)
# --- hex_sep_index_clears
ba = bytearray(b'abcdef')
class I:
    def __index__(self):
        ba.clear()
        return 2
ba.hex(':', I())
# --- fromkeys_like_setitem_many
ba = bytearray(100)
class I:
    def __index__(self):
        del ba[10:]
        return 50
for i in range(3):
    ba[I()] = 1
