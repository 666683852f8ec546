# float literal spellings
print(1., .5, 1e0, 1E3, 1_0.5, 1e-0, 0e0, 3.14e-10, 1_000.000_1)
