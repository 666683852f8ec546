# nested loop with for-else finding primes
primes = []
for n in range(2, 50):
    for d in range(2, n):
        if n % d == 0:
            break
    else:
        primes.append(n)
print(primes)
