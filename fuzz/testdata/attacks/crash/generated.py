# Findings of the generative fuzzer (package gen, pyfuzz fuzz), minimized
# by hand from pyfuzz min's output: the seed and the date they were
# found are in each case's first comment.
# --- percent_star_width_precision_i
# seed 5000237, 2026-11-25: RSS reached 1.1 GB under 64 MiB
'%*.*i%-.1000x' % (10, 2**31 - 1, 100, 255)
# --- print_many_copies_of_long_str
# seed 5000253, 2026-11-25: RSS reached 1.1 GB under 64 MiB
S0 = 'x' * 65536
print(*([S0] * 10**5), sep='%Y-%m-%d %H:%M:%S', end='\n')
# --- print_range_long_sep_long_end
# seed 5001027, 2026-11-25: 2 s of CPU past a 1 s deadline
print(*range(2**20), sep='%c' * 4096, end='x' * 10**6)
