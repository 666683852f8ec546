# uncaught: (1).conjugate(1)
(1).conjugate(1)
