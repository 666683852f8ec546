"""Helper module."""
RATE = 0.2
def tax(amount):
    if amount < 0:
        raise ValueError(f"negative amount: {amount}")
    return round(amount * RATE, 2)
