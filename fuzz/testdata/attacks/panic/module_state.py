# State that a program hands back to a module (setstate, pickled-like
# tuples) holding values of types the module never produces itself: the
# module must treat them as Python would, never assume its own types.
# --- random_setstate_gauss_next_str
import random
st = random.getstate()
random.setstate((st[0], st[1], 'x'))
random.gauss()
# --- random_setstate_gauss_next_int_subclass
import random
class I(int): pass
st = random.getstate()
random.setstate((st[0], st[1], I(3)))
print(random.gauss(0.0, 1.0))
# --- random_instance_setstate_gauss_next_list
import random
r = random.Random(5)
r.setstate((3, r.getstate()[1], [1]))
r.gauss()
# --- random_setstate_version2_huge_words
import random
st = random.getstate()
random.setstate((2, tuple(x + 2**100 for x in st[1]), None))
print(random.random())
# --- random_choices_empty_weights
import random
random.choices([], [])
# --- random_choices_empty_str_cum_weights
import random
random.choices('', cum_weights=b'')
# --- random_sample_empty_counts
import random
random.sample([], 0, counts=[])
# --- random_instance_choices_empty_weights_k0
import random
random.Random(1).choices('', '', k=0)
