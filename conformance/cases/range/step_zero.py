# range step must not be zero
range(1, 10, 0)
