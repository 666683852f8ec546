# uncaught: (1.5).conjugate(x=1)
(1.5).conjugate(x=1)
