x = '\U0010ffff'
