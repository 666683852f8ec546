# rounding artefacts printed exactly
print(1.1 + 2.2, 3.3 * 3, 0.7 + 0.1, 0.1 + 0.7, 4.35 * 100, 1.15 * 100, 9.95 * 10)
