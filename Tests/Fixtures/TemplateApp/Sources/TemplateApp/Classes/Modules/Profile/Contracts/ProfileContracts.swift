//
//  ProfileContracts.swift
//  TemplateApp
//
//  Created by Jane Appleseed on 01.12.2026
//  Copyright © 2026 Jane Appleseed. All rights reserved.
//

import SwiftUI


// Router
protocol ProfileRouterProtocol: RouterProtocol {

}

// Presenter
protocol ProfilePresenterProtocol: PresenterProtocol {

}

// Interactor
protocol ProfileInteractorProtocol: InteractorProtocol {

}

// ViewState
protocol ProfileViewStateProtocol: ViewStateProtocol {
    func set(with presenter: ProfilePresenterProtocol)
}
