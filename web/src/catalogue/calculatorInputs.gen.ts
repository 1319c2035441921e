// Written by `npm run routes` (scripts/calculator-inputs.ts) from each calculator's inputs.ts: do not edit.
import type { InputContract } from './inputContract.ts';

export const calculatorInputContracts: Readonly<Record<string, readonly InputContract[]>> = {
  "acres-calculator": [
    {
      "name": "toolWidth",
      "type": "number",
      "default": 12,
      "minimum": 0.03048,
      "maximum": 6000,
      "whole": false,
      "format": "length"
    },
    {
      "name": "widthUnit",
      "type": "choice",
      "default": "ft",
      "choices": [
        "ft",
        "m",
        "in"
      ]
    },
    {
      "name": "speed",
      "type": "number",
      "default": 5,
      "minimum": 0.1,
      "maximum": 17600,
      "whole": false,
      "format": "number"
    },
    {
      "name": "speedUnit",
      "type": "choice",
      "default": "mph",
      "choices": [
        "mph",
        "kmh",
        "fpm"
      ]
    },
    {
      "name": "plotArea",
      "type": "number",
      "default": 10,
      "minimum": 0,
      "maximum": 435600000000,
      "whole": false,
      "format": "number"
    },
    {
      "name": "areaUnit",
      "type": "choice",
      "default": "acres",
      "choices": [
        "acres",
        "hectares",
        "sqft",
        "sqm"
      ]
    },
    {
      "name": "overlap",
      "type": "number",
      "default": 10,
      "minimum": 0,
      "maximum": 50,
      "whole": false,
      "format": "percent"
    }
  ],
  "ap-calculus-calculator": [
    {
      "name": "mcqNoCalc",
      "type": "number",
      "default": 15,
      "minimum": 0,
      "maximum": 30,
      "whole": true,
      "format": "number"
    },
    {
      "name": "mcqCalc",
      "type": "number",
      "default": 7,
      "minimum": 0,
      "maximum": 15,
      "whole": true,
      "format": "number"
    },
    {
      "name": "frqCalc",
      "type": "number",
      "default": 4,
      "minimum": 0,
      "maximum": 18,
      "whole": true,
      "format": "number"
    },
    {
      "name": "frqNoCalc",
      "type": "number",
      "default": 4,
      "minimum": 0,
      "maximum": 36,
      "whole": true,
      "format": "number"
    }
  ],
  "ap-chemistry-calculator": [
    {
      "name": "mcqScore",
      "type": "number",
      "default": 25,
      "minimum": 0,
      "maximum": 60,
      "whole": true,
      "format": "number"
    },
    {
      "name": "frq1Score",
      "type": "number",
      "default": 5,
      "minimum": 0,
      "maximum": 10,
      "whole": true,
      "format": "number"
    },
    {
      "name": "frq2Score",
      "type": "number",
      "default": 5,
      "minimum": 0,
      "maximum": 10,
      "whole": true,
      "format": "number"
    },
    {
      "name": "frq3Score",
      "type": "number",
      "default": 5,
      "minimum": 0,
      "maximum": 10,
      "whole": true,
      "format": "number"
    },
    {
      "name": "frq4Score",
      "type": "number",
      "default": 2,
      "minimum": 0,
      "maximum": 4,
      "whole": true,
      "format": "number"
    },
    {
      "name": "frq5Score",
      "type": "number",
      "default": 2,
      "minimum": 0,
      "maximum": 4,
      "whole": true,
      "format": "number"
    },
    {
      "name": "frq6Score",
      "type": "number",
      "default": 2,
      "minimum": 0,
      "maximum": 4,
      "whole": true,
      "format": "number"
    },
    {
      "name": "frq7Score",
      "type": "number",
      "default": 2,
      "minimum": 0,
      "maximum": 4,
      "whole": true,
      "format": "number"
    }
  ],
  "ap-english-calculator": [
    {
      "name": "mcReading",
      "type": "number",
      "default": 12,
      "minimum": 0,
      "maximum": 24,
      "whole": true,
      "format": "number"
    },
    {
      "name": "mcWriting",
      "type": "number",
      "default": 10,
      "minimum": 0,
      "maximum": 21,
      "whole": true,
      "format": "number"
    },
    {
      "name": "frq1",
      "type": "json",
      "default": {
        "thesis": 1,
        "evidence": 2,
        "sophistication": 1
      }
    },
    {
      "name": "frq2",
      "type": "json",
      "default": {
        "thesis": 1,
        "evidence": 2,
        "sophistication": 1
      }
    },
    {
      "name": "frq3",
      "type": "json",
      "default": {
        "thesis": 1,
        "evidence": 2,
        "sophistication": 1
      }
    }
  ],
  "blooket-calculator": [
    {
      "name": "packType",
      "type": "choice",
      "default": "space",
      "choices": [
        "space",
        "breakfast",
        "medieval",
        "bot"
      ]
    },
    {
      "name": "inputType",
      "type": "choice",
      "default": "packs",
      "choices": [
        "packs",
        "tokens"
      ]
    },
    {
      "name": "amount",
      "type": "number",
      "default": 10,
      "minimum": 1,
      "maximum": 1000000000,
      "whole": true,
      "format": "number"
    },
    {
      "name": "includeResale",
      "type": "boolean",
      "default": false
    },
    {
      "name": "targetBlook",
      "type": "choice",
      "default": "legendary",
      "choices": [
        "common",
        "uncommon",
        "rare",
        "epic",
        "legendary"
      ]
    }
  ],
  "college-cost-calculator": [
    {
      "name": "tuitionPerYear",
      "type": "number",
      "default": 25000,
      "minimum": 0,
      "maximum": 10000000,
      "whole": false,
      "format": "money"
    },
    {
      "name": "roomAndBoard",
      "type": "number",
      "default": 12000,
      "minimum": 0,
      "maximum": 10000000,
      "whole": false,
      "format": "money"
    },
    {
      "name": "booksAndSupplies",
      "type": "number",
      "default": 1200,
      "minimum": 0,
      "maximum": 10000000,
      "whole": false,
      "format": "money"
    },
    {
      "name": "personalExpenses",
      "type": "number",
      "default": 2000,
      "minimum": 0,
      "maximum": 10000000,
      "whole": false,
      "format": "money"
    },
    {
      "name": "transportation",
      "type": "number",
      "default": 1000,
      "minimum": 0,
      "maximum": 10000000,
      "whole": false,
      "format": "money"
    },
    {
      "name": "degreeLength",
      "type": "number",
      "default": 4,
      "minimum": 1,
      "maximum": 8,
      "whole": false,
      "format": "number"
    },
    {
      "name": "inflationRate",
      "type": "number",
      "default": 3,
      "minimum": 0,
      "maximum": 10,
      "whole": false,
      "format": "percent"
    },
    {
      "name": "schoolType",
      "type": "choice",
      "default": "public-instate",
      "choices": [
        "public-instate",
        "public-outstate",
        "private",
        "community"
      ]
    },
    {
      "name": "livingArrangement",
      "type": "choice",
      "default": "on-campus",
      "choices": [
        "on-campus",
        "off-campus",
        "with-parents"
      ]
    }
  ],
  "college-gpa-calculator": [
    {
      "name": "courses",
      "type": "json",
      "default": [
        {
          "name": "Mathematics",
          "creditHours": 3,
          "grade": "A"
        },
        {
          "name": "English",
          "creditHours": 3,
          "grade": "B+"
        },
        {
          "name": "Science",
          "creditHours": 4,
          "grade": "A-"
        },
        {
          "name": "History",
          "creditHours": 3,
          "grade": "B"
        }
      ],
      "maxRows": 60
    },
    {
      "name": "gradeScale",
      "type": "choice",
      "default": "4.0",
      "choices": [
        "4.0",
        "4.3"
      ]
    }
  ],
  "college-savings-calculator": [
    {
      "name": "childAge",
      "type": "number",
      "default": 5,
      "minimum": 0,
      "maximum": 17,
      "whole": false,
      "format": "number"
    },
    {
      "name": "collegeStartAge",
      "type": "number",
      "default": 18,
      "minimum": 16,
      "maximum": 25,
      "whole": false,
      "format": "number"
    },
    {
      "name": "currentSavings",
      "type": "number",
      "default": 5000,
      "minimum": 0,
      "maximum": 100000000,
      "whole": false,
      "format": "money"
    },
    {
      "name": "monthlyContribution",
      "type": "number",
      "default": 300,
      "minimum": 0,
      "maximum": 100000000,
      "whole": false,
      "format": "money"
    },
    {
      "name": "expectedReturn",
      "type": "number",
      "default": 7,
      "minimum": 0,
      "maximum": 15,
      "whole": false,
      "format": "percent"
    },
    {
      "name": "collegeCost",
      "type": "number",
      "default": 100000,
      "minimum": 0,
      "maximum": 100000000,
      "whole": false,
      "format": "money"
    },
    {
      "name": "inflationRate",
      "type": "number",
      "default": 3,
      "minimum": 0,
      "maximum": 10,
      "whole": false,
      "format": "percent"
    },
    {
      "name": "savingsGoal",
      "type": "number",
      "default": 0,
      "minimum": 0,
      "maximum": 100000000,
      "whole": false,
      "format": "money"
    }
  ],
  "credit-hour-calculator": [
    {
      "name": "coursesToAdd",
      "type": "json",
      "default": [
        {
          "name": "Calculus I",
          "creditHours": 4,
          "classHours": 4,
          "studyHours": 10
        },
        {
          "name": "English Composition",
          "creditHours": 3,
          "classHours": 3,
          "studyHours": 7
        },
        {
          "name": "Biology",
          "creditHours": 4,
          "classHours": 6,
          "studyHours": 10
        },
        {
          "name": "Psychology",
          "creditHours": 3,
          "classHours": 3,
          "studyHours": 6
        }
      ],
      "maxRows": 30
    },
    {
      "name": "currentCredits",
      "type": "number",
      "default": 45,
      "minimum": 0,
      "maximum": 1000,
      "whole": false,
      "format": "number"
    },
    {
      "name": "maxCreditsPerSemester",
      "type": "number",
      "default": 18,
      "minimum": 1,
      "maximum": 40,
      "whole": false,
      "format": "number"
    },
    {
      "name": "workHours",
      "type": "number",
      "default": 15,
      "minimum": 0,
      "maximum": 112,
      "whole": false,
      "format": "number"
    },
    {
      "name": "otherCommitments",
      "type": "number",
      "default": 10,
      "minimum": 0,
      "maximum": 112,
      "whole": false,
      "format": "number"
    },
    {
      "name": "studyEfficiency",
      "type": "choice",
      "default": "medium",
      "choices": [
        "high",
        "medium",
        "low"
      ]
    }
  ],
  "cumulative-gpa-calculator": [
    {
      "name": "semesters",
      "type": "json",
      "default": [
        {
          "name": "Fall 2023",
          "gpa": 3.2,
          "creditHours": 15
        },
        {
          "name": "Spring 2024",
          "gpa": 3.5,
          "creditHours": 15
        },
        {
          "name": "Fall 2024",
          "gpa": 3.7,
          "creditHours": 15
        }
      ],
      "maxRows": 40
    },
    {
      "name": "gradeScale",
      "type": "choice",
      "default": "4.0",
      "choices": [
        "4.0",
        "4.3"
      ]
    }
  ],
  "derivative-calculator": [
    {
      "name": "function",
      "type": "expression",
      "default": "x^2 + 2x + 1",
      "maxLength": 200
    },
    {
      "name": "point",
      "type": "number",
      "default": 1,
      "whole": false,
      "format": "maths"
    },
    {
      "name": "method",
      "type": "choice",
      "default": "analytical",
      "choices": [
        "analytical",
        "numerical"
      ]
    },
    {
      "name": "stepSize",
      "type": "number",
      "default": 0.001,
      "whole": false,
      "format": "maths"
    }
  ],
  "dunk-calculator": [
    {
      "name": "hoopType",
      "type": "choice",
      "default": "regulation",
      "choices": [
        "regulation",
        "youth",
        "junior",
        "custom"
      ]
    },
    {
      "name": "hoopHeight",
      "type": "number",
      "default": 3.048,
      "minimum": 0,
      "maximum": 500,
      "whole": false,
      "format": "length"
    },
    {
      "name": "heightUnit",
      "type": "choice",
      "default": "m",
      "choices": [
        "m",
        "cm",
        "ft",
        "in"
      ]
    },
    {
      "name": "bodyMass",
      "type": "number",
      "default": 75,
      "minimum": 10,
      "maximum": 1543.235835,
      "whole": false,
      "format": "number"
    },
    {
      "name": "massUnit",
      "type": "choice",
      "default": "kg",
      "choices": [
        "kg",
        "lbs"
      ]
    },
    {
      "name": "standingReach",
      "type": "number",
      "default": 2.4,
      "minimum": 0,
      "maximum": 400,
      "whole": false,
      "format": "length"
    },
    {
      "name": "reachUnit",
      "type": "choice",
      "default": "m",
      "choices": [
        "m",
        "cm",
        "ft",
        "in"
      ]
    },
    {
      "name": "minVerticalLeap",
      "type": "number",
      "default": 60,
      "minimum": 0,
      "maximum": 300,
      "whole": false,
      "format": "length"
    },
    {
      "name": "leapUnit",
      "type": "choice",
      "default": "cm",
      "choices": [
        "m",
        "cm",
        "ft",
        "in"
      ]
    },
    {
      "name": "hangTime",
      "type": "number",
      "default": 0.7,
      "minimum": 0,
      "maximum": 20,
      "whole": false,
      "format": "number"
    },
    {
      "name": "jumpingEnergy",
      "type": "number",
      "default": 441,
      "minimum": 0,
      "maximum": 100000,
      "whole": false,
      "format": "number"
    },
    {
      "name": "initialJumpingSpeed",
      "type": "number",
      "default": 3.43,
      "minimum": 0,
      "maximum": 20,
      "whole": false,
      "format": "number"
    },
    {
      "name": "gravitationalAcceleration",
      "type": "number",
      "default": 9.8,
      "minimum": 0.1,
      "maximum": 30,
      "whole": false,
      "format": "number"
    },
    {
      "name": "palmSize",
      "type": "number",
      "default": 20,
      "minimum": 0,
      "maximum": 50,
      "whole": false,
      "format": "length"
    }
  ],
  "factoring-calculator": [
    {
      "name": "polynomial",
      "type": "expression",
      "default": "x^2 + 3x + 2",
      "maxLength": 200
    },
    {
      "name": "degree",
      "type": "number",
      "default": 2,
      "minimum": 1,
      "maximum": 4,
      "whole": true,
      "format": "number"
    }
  ],
  "final-grade-calculator": [
    {
      "name": "components",
      "type": "json",
      "default": [
        {
          "name": "Homework",
          "weight": 20,
          "currentGrade": 92
        },
        {
          "name": "Quizzes",
          "weight": 15,
          "currentGrade": 85
        },
        {
          "name": "Midterm",
          "weight": 25,
          "currentGrade": 78
        }
      ],
      "maxRows": 50
    },
    {
      "name": "desiredGrade",
      "type": "number",
      "default": 85,
      "minimum": 0,
      "maximum": 100,
      "whole": false,
      "format": "percent"
    },
    {
      "name": "finalExamWeight",
      "type": "number",
      "default": 40,
      "minimum": 0.01,
      "maximum": 100,
      "whole": false,
      "format": "percent"
    }
  ],
  "integral-calculator": [
    {
      "name": "function",
      "type": "expression",
      "default": "x^2 + 2x + 1",
      "maxLength": 200
    },
    {
      "name": "lowerLimit",
      "type": "number",
      "default": 0,
      "whole": false,
      "format": "maths"
    },
    {
      "name": "upperLimit",
      "type": "number",
      "default": 2,
      "whole": false,
      "format": "maths"
    },
    {
      "name": "method",
      "type": "choice",
      "default": "simpson",
      "choices": [
        "simpson",
        "trapezoidal",
        "rectangular"
      ]
    },
    {
      "name": "intervals",
      "type": "number",
      "default": 10,
      "whole": false,
      "format": "number"
    }
  ],
  "limit-calculator": [
    {
      "name": "function",
      "type": "expression",
      "default": "(x^2 - 1)/(x - 1)",
      "maxLength": 200
    },
    {
      "name": "point",
      "type": "number",
      "default": 1,
      "whole": false,
      "format": "maths"
    },
    {
      "name": "direction",
      "type": "choice",
      "default": "both",
      "choices": [
        "both",
        "left",
        "right"
      ]
    }
  ],
  "peptide-calculator": [
    {
      "name": "vialCapacity",
      "type": "number",
      "default": 1,
      "minimum": 0.01,
      "maximum": 10000000,
      "whole": false,
      "format": "number"
    },
    {
      "name": "vialUnit",
      "type": "choice",
      "default": "mg",
      "choices": [
        "mg",
        "mcg",
        "IU"
      ]
    },
    {
      "name": "waterAmount",
      "type": "number",
      "default": 1,
      "minimum": 0.01,
      "maximum": 1000,
      "whole": false,
      "format": "number"
    },
    {
      "name": "waterUnit",
      "type": "choice",
      "default": "ml",
      "choices": [
        "ml",
        "cc"
      ]
    },
    {
      "name": "desiredDose",
      "type": "number",
      "default": 0.25,
      "minimum": 0,
      "maximum": 10000000,
      "whole": false,
      "format": "number"
    },
    {
      "name": "doseUnit",
      "type": "choice",
      "default": "mg",
      "choices": [
        "mg",
        "mcg",
        "IU"
      ]
    },
    {
      "name": "doseBasis",
      "type": "choice",
      "default": "total",
      "choices": [
        "total",
        "per-kg"
      ]
    },
    {
      "name": "bodyWeight",
      "type": "number",
      "default": 70,
      "minimum": 0,
      "maximum": 2204.622622,
      "whole": false,
      "format": "number"
    },
    {
      "name": "weightUnit",
      "type": "choice",
      "default": "kg",
      "choices": [
        "kg",
        "lbs"
      ]
    }
  ],
  "percentage-calculator": [
    {
      "name": "value1",
      "type": "number",
      "default": 100,
      "minimum": -1000000000000000,
      "maximum": 1000000000000000,
      "whole": false,
      "format": "percent"
    },
    {
      "name": "value2",
      "type": "number",
      "default": 125,
      "minimum": -1000000000000000,
      "maximum": 1000000000000000,
      "whole": false,
      "format": "number"
    },
    {
      "name": "mode",
      "type": "choice",
      "default": "change",
      "choices": [
        "difference",
        "change",
        "of",
        "what-percent"
      ]
    }
  ],
  "ratio-calculator": [
    {
      "name": "value1",
      "type": "number",
      "default": 8,
      "minimum": -1e+300,
      "maximum": 1e+300,
      "whole": false,
      "format": "maths"
    },
    {
      "name": "value2",
      "type": "number",
      "default": 12,
      "minimum": -1e+300,
      "maximum": 1e+300,
      "whole": false,
      "format": "maths"
    },
    {
      "name": "simplify",
      "type": "boolean",
      "default": true
    }
  ],
  "semester-grade-calculator": [
    {
      "name": "assignments",
      "type": "json",
      "default": [
        {
          "name": "Homework 1",
          "weight": 10,
          "grade": 95,
          "maxPoints": 100
        },
        {
          "name": "Quiz 1",
          "weight": 5,
          "grade": 42,
          "maxPoints": 50
        },
        {
          "name": "Midterm Exam",
          "weight": 30,
          "grade": 88,
          "maxPoints": 100
        },
        {
          "name": "Project",
          "weight": 25,
          "grade": 92,
          "maxPoints": 100
        },
        {
          "name": "Final Exam",
          "weight": 30,
          "grade": 85,
          "maxPoints": 100
        }
      ],
      "maxRows": 80
    }
  ],
  "standard-deviation-calculator": [
    {
      "name": "values",
      "type": "json",
      "default": "2, 4, 4, 4, 5, 5, 7, 9"
    },
    {
      "name": "population",
      "type": "boolean",
      "default": true
    }
  ],
  "student-loan-calculator": [
    {
      "name": "principalAmount",
      "type": "number",
      "default": 25000,
      "minimum": 0,
      "maximum": 10000000,
      "whole": false,
      "format": "money"
    },
    {
      "name": "interestRate",
      "type": "number",
      "default": 5.5,
      "minimum": 0,
      "maximum": 50,
      "whole": false,
      "format": "percent"
    },
    {
      "name": "loanTerm",
      "type": "number",
      "default": 10,
      "minimum": 1,
      "maximum": 30,
      "whole": false,
      "format": "number"
    },
    {
      "name": "repaymentPlan",
      "type": "choice",
      "default": "standard",
      "choices": [
        "standard",
        "graduated",
        "extended",
        "income-driven"
      ]
    },
    {
      "name": "gracePeriod",
      "type": "number",
      "default": 6,
      "minimum": 0,
      "maximum": 60,
      "whole": true,
      "format": "number"
    }
  ],
  "triangle-calculator": [
    {
      "name": "calculationType",
      "type": "choice",
      "default": "SSS",
      "choices": [
        "SSS",
        "SAS",
        "ASA",
        "AAS",
        "SSA"
      ]
    },
    {
      "name": "side1",
      "type": "number",
      "default": 3,
      "minimum": 0,
      "maximum": 1000000000,
      "whole": false,
      "format": "maths"
    },
    {
      "name": "side2",
      "type": "number",
      "default": 4,
      "minimum": 0,
      "maximum": 1000000000,
      "whole": false,
      "format": "maths"
    },
    {
      "name": "side3",
      "type": "number",
      "default": 5,
      "minimum": 0,
      "maximum": 1000000000,
      "whole": false,
      "format": "maths"
    },
    {
      "name": "angle1",
      "type": "number",
      "default": 30,
      "minimum": 0,
      "maximum": 180,
      "whole": false,
      "format": "maths"
    },
    {
      "name": "angle2",
      "type": "number",
      "default": 60,
      "minimum": 0,
      "maximum": 180,
      "whole": false,
      "format": "maths"
    }
  ],
  "tv-height-calculator": [
    {
      "name": "tvSize",
      "type": "number",
      "default": 55,
      "minimum": 0,
      "maximum": 2540,
      "whole": false,
      "format": "length"
    },
    {
      "name": "tvUnit",
      "type": "choice",
      "default": "inches",
      "choices": [
        "inches",
        "cm"
      ]
    },
    {
      "name": "eyeHeight",
      "type": "number",
      "default": 42,
      "minimum": 0,
      "maximum": 1016,
      "whole": false,
      "format": "length"
    },
    {
      "name": "eyeUnit",
      "type": "choice",
      "default": "inches",
      "choices": [
        "inches",
        "cm"
      ]
    },
    {
      "name": "viewingAngle",
      "type": "number",
      "default": 0,
      "minimum": -30,
      "maximum": 30,
      "whole": false,
      "format": "number"
    }
  ],
  "unweighted-gpa-calculator": [
    {
      "name": "courses",
      "type": "json",
      "default": [
        {
          "name": "English 9",
          "grade": "A",
          "creditHours": 1
        },
        {
          "name": "Algebra I",
          "grade": "B+",
          "creditHours": 1
        },
        {
          "name": "Biology",
          "grade": "A-",
          "creditHours": 1
        },
        {
          "name": "World History",
          "grade": "B",
          "creditHours": 1
        },
        {
          "name": "Spanish I",
          "grade": "A",
          "creditHours": 1
        }
      ],
      "maxRows": 60
    },
    {
      "name": "gradeScale",
      "type": "choice",
      "default": "4.0",
      "choices": [
        "4.0",
        "4.3"
      ]
    }
  ],
  "volume-calculator": [
    {
      "name": "shape",
      "type": "choice",
      "default": "sphere",
      "choices": [
        "sphere",
        "cylinder",
        "cone",
        "cube",
        "rectangular_prism"
      ]
    },
    {
      "name": "dimensions",
      "type": "json",
      "default": {}
    }
  ],
  "weighted-gpa-calculator": [
    {
      "name": "courses",
      "type": "json",
      "default": [
        {
          "name": "English 10 Honors",
          "grade": "A-",
          "creditHours": 1,
          "level": "honors",
          "weight": 1.1
        },
        {
          "name": "AP Biology",
          "grade": "B+",
          "creditHours": 1,
          "level": "ap",
          "weight": 1.2
        },
        {
          "name": "Algebra II",
          "grade": "A",
          "creditHours": 1,
          "level": "regular",
          "weight": 1
        },
        {
          "name": "Spanish II",
          "grade": "B",
          "creditHours": 1,
          "level": "regular",
          "weight": 1
        }
      ],
      "maxRows": 60
    }
  ]
};
