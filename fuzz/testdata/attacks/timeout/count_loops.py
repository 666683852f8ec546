# Go loops whose trip count is a number the program gave, not data it
# allocated (issue 11, "one work path"; internal/lint/workloop checks
# the code for them): a repeat count, a skip count, a count of empty
# pieces, an exponent's bits. Each round must count work or the count
# must be bounded first, or the run ignores its timeout.
# --- skip_empty_iterables
import itertools
next(itertools.chain.from_iterable(itertools.repeat([], 10**15)), None)
# --- filter_skips_falsy
import itertools
next(filter(None, itertools.repeat(0, 10**15)), None)
# --- filterfalse_skips_truthy
import itertools
next(itertools.filterfalse(None, itertools.repeat(1, 10**15)), None)
# --- compress_skips_unselected
import itertools
next(itertools.compress(itertools.repeat(1, 10**15), itertools.repeat(0)), None)
# --- islice_skip_count
import itertools
list(itertools.islice(itertools.repeat(1), 10**15, 10**15 + 1))
# --- deque_consume_maxlen_zero
import collections, itertools
collections.deque(itertools.repeat(1, 10**15), maxlen=0)
# --- deque_repeat_maxlen_one
import collections
collections.deque([1], maxlen=1) * 10**15
# --- counter_elements_consumed
import collections
collections.deque(collections.Counter(a=10**15).elements(), maxlen=0)
# --- join_empty_pieces
import itertools
''.join(itertools.repeat('', 10**15))
# --- pow_one_huge_exponent
pow(1, 10**100000)
# --- pow_minus_one_huge_exponent
(-1) ** (10**100000)
# --- fraction_pow_huge_exponent
import fractions
fractions.Fraction(1) ** (10**100000)
# --- product_empty_repeat
import itertools
list(itertools.product([], repeat=10**15))
# --- combinations_replacement_empty
import itertools
list(itertools.combinations_with_replacement([], 10**15))
# --- struct_pad_count
import struct
struct.calcsize('%dx' % 10**15)
# --- array_repeat_empty_inplace
import array
a = array.array('i')
a *= 10**18
