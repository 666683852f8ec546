data = [1, 2,
        3
