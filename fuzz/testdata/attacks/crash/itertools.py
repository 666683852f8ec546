# itertools counts and sizes that must be checked before anything is
# allocated for them.
# --- tee_huge_n
import itertools
itertools.tee([1, 2], 10**10)
# --- tee_2_31
import itertools
itertools.tee(range(3), 2**31)
# --- permutations_huge_r
import itertools
itertools.permutations([1, 2], 10**10)
# --- permutations_huge_r_empty
import itertools
list(itertools.permutations([], 2**40))
# --- combinations_huge_r
import itertools
itertools.combinations(range(3), 10**10)
# --- combinations_with_replacement_huge_r
import itertools
next(itertools.combinations_with_replacement(range(3), 10**10))
# --- product_huge_repeat
import itertools
itertools.product([1, 2], repeat=10**10)
# --- product_huge_repeat_empty_input
import itertools
itertools.product(repeat=10**10)
# --- product_many_args
import itertools
next(itertools.product(*[[1]] * 10**7))
# --- repeat_list
import itertools
list(itertools.repeat(None, 10**10))
# --- repeat_tuple
import itertools
tuple(itertools.repeat(0, 2**40))
# --- islice_huge_stop_list
import itertools
list(itertools.islice(itertools.count(), 2**40))
# --- zip_longest_repeat
import itertools
list(itertools.zip_longest(range(2), itertools.repeat(1, 10**10)))
# --- accumulate_growing_strings
import itertools
list(itertools.accumulate(itertools.repeat('x' * 10**6, 10**4)))
# --- chain_many_iterables
import itertools
list(itertools.chain.from_iterable(itertools.repeat([1, 2, 3], 10**9)))
# --- cycle_list
import itertools
list(itertools.islice(itertools.cycle([1, 2, 3]), 10**10))
# --- count_step_bigint_list
import itertools
list(itertools.islice(itertools.count(10**10000, 10**10000), 10**6))
# --- pairwise_huge
import itertools
list(itertools.pairwise(range(10**10)))
# --- combinations_r_equals_n_large
import itertools
list(itertools.combinations(range(64), 32))
