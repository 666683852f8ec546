# Digits of pi by the unbounded spigot with big integers: multiplication, division, and
# comparisons of ints with thousands of digits.


def pi_digits(n):
    q, r, t, k, m, x = 1, 0, 1, 1, 3, 3
    digits = []
    while len(digits) < n:
        if 4 * q + r - t < m * t:
            digits.append(m)
            q, r, t, k, m, x = 10 * q, 10 * (r - m * t), t, k, (10 * (3 * q + r)) // t - 10 * m, x
        else:
            q, r, t, k, m, x = q * k, (2 * q + r) * x, t * x, k + 1, (q * (7 * k + 2) + r * x) // (t * x), x + 2
    return digits


d = pi_digits(3000)
print("".join(map(str, d[:50])))
print(sum(d), len(d))
