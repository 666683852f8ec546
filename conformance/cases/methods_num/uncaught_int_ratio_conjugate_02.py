# uncaught: (1).as_integer_ratio(2)
(1).as_integer_ratio(2)
