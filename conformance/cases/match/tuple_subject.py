# a bare tuple subject
def fizz(n):
    match n % 3, n % 5:
        case 0, 0:
            return "FizzBuzz"
        case 0, _:
            return "Fizz"
        case _, 0:
            return "Buzz"
        case _:
            return str(n)
print(" ".join(fizz(i) for i in range(1, 16)))
